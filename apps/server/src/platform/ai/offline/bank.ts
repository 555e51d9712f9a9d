import { BUSINESS_FAMILIES } from './families-business';
import { SERVICE_FAMILIES } from './families-service';
import { TECHNICAL_FAMILIES } from './families-technical';
import { GENERAL_QUESTIONS } from './general';
import type { BankQuestion, FamilyId, JobFamily } from './types';

export { GENERAL_QUESTIONS };
export const FAMILIES: readonly JobFamily[] = [...BUSINESS_FAMILIES, ...TECHNICAL_FAMILIES, ...SERVICE_FAMILIES];

export const familyById = (id: FamilyId): JobFamily => {
  const family = FAMILIES.find((f) => f.id === id);
  if (!family) throw new Error(`unknown job family ${id}`);
  return family;
};

/** Every question of the bank, general and role-specific. */
export const ALL_QUESTIONS: readonly BankQuestion[] = [...GENERAL_QUESTIONS, ...FAMILIES.flatMap((f) => f.questions)];

/** Lower-case words separated by single spaces and padded, so " kw " finds whole words. */
const words = (text: string | undefined) =>
  ` ${(text ?? '').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim()} `;

function keywordScore(haystack: string, keyword: string): number {
  const kw = words(keyword).trim();
  if (!kw) return 0;
  const found = [kw, `${kw}s`, `${kw}es`].some((form) => haystack.includes(` ${form} `));
  // Longer phrases are more specific: "software engineer" beats "engineer".
  return found ? 2 + kw.split(' ').length : 0;
}

export interface FamilyMatch {
  family: JobFamily;
  score: number;
}

/**
 * The job families a job belongs to, best first: keywords found in the title weigh twice as
 * much as in the category or sub-category. Families scoring under half the best are dropped,
 * and at most two are kept, so "Store Manager" is retail and management but
 * "Senior Software Engineer" is ICT only.
 */
export function matchFamilies(input: { jobTitle: string; category?: string; subCategory?: string }): FamilyMatch[] {
  const title = words(input.jobTitle);
  const category = words(`${input.category ?? ''} ${input.subCategory ?? ''}`);
  const scored = FAMILIES.map((family) => ({
    family,
    score: family.keywords.reduce((sum, kw) => sum + 2 * keywordScore(title, kw) + keywordScore(category, kw), 0),
  }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  return scored.filter((m) => m.score >= best / 2).slice(0, 2);
}

const AN_EXCEPTIONS = /^(uni|use|usu|eu|one|once)/i;
const AN_SOUNDS = /^(hour|honest|honou?r|heir)/i;

/** "a Barista", "an Accountant", "an IT Support Officer". */
export function withArticle(title: string): string {
  const first = title.split(' ')[0] ?? '';
  const isAcronym = first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first);
  const an = isAcronym
    ? /^[AEFHILMNORSX]/.test(first)
    : (/^[aeiou]/i.test(first) && !AN_EXCEPTIONS.test(first)) || AN_SOUNDS.test(first);
  return `${an ? 'an' : 'a'} ${title}`;
}

/** A bank text with the job title filled in for {jobTitle} and {aJobTitle}. */
export function renderTemplate(text: string, jobTitle: string): string {
  return text.replaceAll('{aJobTitle}', withArticle(jobTitle)).replaceAll('{jobTitle}', jobTitle);
}

/** A bank question with the job title filled in. */
export function renderQuestion(q: BankQuestion, jobTitle: string): string {
  return renderTemplate(q.text, jobTitle);
}
