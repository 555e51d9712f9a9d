import { questionKey, type QuestionRequest } from '../provider';
import { ALL_QUESTIONS, GENERAL_QUESTIONS, matchFamilies, renderQuestion } from './bank';
import type { BankQuestion, Competency, QuestionKind } from './types';

export type Random = () => number;

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The order questions are asked in: warm up with motivation, close with hypotheticals. */
const KIND_ORDER: Record<QuestionKind, number> = {
  motivation: 0,
  competency: 1,
  role: 2,
  behavioural: 3,
  situational: 4,
  culture: 5,
};

interface Picked {
  question: BankQuestion;
  text: string;
}

/** A set of questions being built: no repeats of each other or of the job's existing ones. */
class Selection {
  readonly picked: Picked[] = [];
  private readonly seen: Set<string>;
  private readonly competencies = new Set<Competency>();
  private readonly kinds = new Map<QuestionKind, number>();

  constructor(
    private readonly jobTitle: string,
    existing: readonly string[],
  ) {
    this.seen = new Set(existing.map(questionKey).filter(Boolean));
  }

  private render(q: BankQuestion) {
    const text = renderQuestion(q, this.jobTitle);
    return { text, key: questionKey(text) };
  }

  available(q: BankQuestion) {
    return !this.seen.has(this.render(q).key);
  }

  /**
   * Takes up to n questions from a shuffled pool, preferring a competency not yet covered,
   * then the least-used kind, so a set mixes what it asks about and how it asks.
   */
  takeDiverse(pool: readonly BankQuestion[], n: number): number {
    let taken = 0;
    while (taken < n) {
      const open = pool.filter((q) => this.available(q));
      if (open.length === 0) break;
      const fresh = open.filter((q) => !this.competencies.has(q.competency));
      const candidates = fresh.length ? fresh : open;
      const least = Math.min(...candidates.map((q) => this.kinds.get(q.kind) ?? 0));
      this.add(candidates.find((q) => (this.kinds.get(q.kind) ?? 0) === least) ?? candidates[0]);
      taken++;
    }
    return taken;
  }

  private add(q: BankQuestion) {
    const { text, key } = this.render(q);
    this.seen.add(key);
    this.competencies.add(q.competency);
    this.kinds.set(q.kind, (this.kinds.get(q.kind) ?? 0) + 1);
    this.picked.push({ question: q, text });
  }

  has(kind: QuestionKind) {
    return (this.kinds.get(kind) ?? 0) > 0;
  }
}

/**
 * Picks `count` questions for a job: about half role-specific (from the job families its
 * title and category match), one motivation question when there are three or more, and the
 * rest general questions spread across competencies. Shuffled, so calls differ.
 */
export function selectQuestions(input: QuestionRequest, random: Random): string[] {
  const count = Math.max(1, Math.min(10, Math.trunc(input.count)));
  const jobTitle = input.jobTitle.replace(/\s+/g, ' ').trim();
  const selection = new Selection(jobTitle, input.existing ?? []);
  const families = matchFamilies(input);

  // The best-matching family contributes twice as often as a second one.
  const rolePool = interleave(
    families.map((m) => shuffle(m.family.questions, random)),
    families.map((_, i) => (i === 0 ? 2 : 1)),
  );
  const general = shuffle(GENERAL_QUESTIONS, random);

  if (rolePool.length) {
    const target = count === 1 ? 1 : Math.round(count / 2);
    selection.takeDiverse(rolePool, target);
  }
  if (count >= 3 && !selection.has('motivation')) {
    selection.takeDiverse(general.filter((q) => q.kind === 'motivation'), 1);
  }
  const remaining = () => count - selection.picked.length;
  selection.takeDiverse(general, remaining());
  // Only when `existing` has used up most of the bank: more role questions, then any family.
  if (remaining() > 0) selection.takeDiverse(rolePool, remaining());
  if (remaining() > 0) selection.takeDiverse(shuffle(ALL_QUESTIONS, random), remaining());

  return selection.picked
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => KIND_ORDER[a.question.kind] - KIND_ORDER[b.question.kind] || a.i - b.i)
    .map((p) => p.text);
}

/** Merges lists round-robin, taking `weights[i]` items from list i per round. */
export function interleave<T>(lists: T[][], weights: number[]): T[] {
  const out: T[] = [];
  const pos = lists.map(() => 0);
  while (lists.some((l, i) => pos[i] < l.length)) {
    lists.forEach((list, i) => {
      for (let k = 0; k < weights[i] && pos[i] < list.length; k++) out.push(list[pos[i]++]);
    });
  }
  return out;
}

/** A small deterministic generator (mulberry32), for reproducible selections. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
