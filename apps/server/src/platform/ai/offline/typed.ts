import type { QuestionKind } from '@candid/shared';
import type { DraftFields } from '../drafts';
import { questionKey, wantedKinds, type TypedQuestionRequest } from '../provider';
import { matchFamilies, renderTemplate } from './bank';
import { interleave, selectQuestions, shuffle, type Random } from './questions';
import { GENERAL_TYPED, type TypedBankQuestion } from './typed-bank';
import { TYPED_BY_FAMILY } from './typed-families';

export { GENERAL_TYPED, TYPED_BY_FAMILY };

/** Every question of the typed bank, general and per family. */
export const ALL_TYPED: readonly TypedBankQuestion[] = [...GENERAL_TYPED, ...Object.values(TYPED_BY_FAMILY).flat()];

/** The order drafts are listed in, after the right to work: screening first (as the interview asks them), then the rest. */
const KIND_ORDER: Record<QuestionKind, number> = {
  yes_no: 0,
  single_choice: 1,
  multiple_choice: 2,
  number: 3,
  date: 4,
  text: 5,
  file: 6,
  audio: 7,
  video: 8,
};

/** Kinds any interview question can be asked in: filled from the question bank when the typed bank runs out. */
const OPEN_KINDS: readonly QuestionKind[] = ['text', 'video', 'audio'];

/** Written answers to bank questions get this word limit. */
const BANK_WORD_LIMIT = 250;

function openDraft(text: string, kind: QuestionKind): DraftFields {
  const base = { text, required: true };
  if (kind === 'text') return { ...base, kind: 'text', settings: { wordLimit: BANK_WORD_LIMIT } };
  return { ...base, kind: kind === 'audio' ? 'audio' : 'video', settings: {} };
}

/**
 * Picks up to `count` typed drafts for a job: the right to work first, then the job families'
 * own questions before general ones, spreading the kinds wanted and asking about each topic
 * once; written, video and audio questions run on into the interview-question bank. Never a
 * question the job already has. Shuffled, so calls differ; the same `random` gives the same set.
 */
export function selectTypedQuestions(input: TypedQuestionRequest, random: Random): DraftFields[] {
  const count = Math.max(1, Math.min(10, Math.trunc(input.count)));
  const kinds = new Set(wantedKinds(input));
  const jobTitle = input.jobTitle.replace(/\s+/g, ' ').trim();
  const families = matchFamilies(input);
  const seen = new Set((input.existing ?? []).map(questionKey).filter(Boolean));

  const general = shuffle(GENERAL_TYPED, random);
  const own = interleave(
    families.map((m) => shuffle(TYPED_BY_FAMILY[m.family.id], random)),
    families.map((_, i) => (i === 0 ? 2 : 1)),
  );
  const pool = [...general.filter((q) => q.core), ...own, ...general.filter((q) => !q.core)].filter((q) =>
    kinds.has(q.draft.kind),
  );

  const render = (q: TypedBankQuestion) => renderTemplate(q.draft.text, jobTitle);
  // A topic the job already asks about (in any of its wordings) is not asked again.
  const topics = new Set(ALL_TYPED.filter((q) => seen.has(questionKey(render(q)))).map((q) => q.topic));
  const picked: { draft: DraftFields; core: boolean }[] = [];
  const used = new Map<QuestionKind, number>();
  const uses = (q: TypedBankQuestion) => used.get(q.draft.kind) ?? 0;
  const add = (draft: DraftFields, core = false) => {
    seen.add(questionKey(draft.text));
    used.set(draft.kind, (used.get(draft.kind) ?? 0) + 1);
    picked.push({ draft, core });
  };

  while (picked.length < count) {
    const open = pool.filter((q) => !topics.has(q.topic) && !seen.has(questionKey(render(q))));
    if (open.length === 0) break;
    const least = Math.min(...open.map(uses));
    const next = open.find((q) => q.core) ?? open.find((q) => uses(q) === least) ?? open[0];
    topics.add(next.topic);
    add({ ...next.draft, text: render(next) }, next.core);
  }

  const openKinds = OPEN_KINDS.filter((k) => kinds.has(k));
  if (picked.length < count && openKinds.length) {
    const texts = selectQuestions(
      { jobTitle, category: input.category, subCategory: input.subCategory, count: count - picked.length, existing: [...seen] },
      random,
    );
    texts.forEach((t, i) => add(openDraft(t, openKinds[i % openKinds.length])));
  }

  const rank = (p: (typeof picked)[number]) => (p.core ? -1 : KIND_ORDER[p.draft.kind]);
  return picked
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => rank(a) - rank(b) || a.i - b.i)
    .map((p) => p.draft);
}
