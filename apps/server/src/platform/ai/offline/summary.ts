import type { AnswersSummary, SummaryRequest } from '../provider';

/** The model name stored with an offline summary. */
export const EXTRACTIVE_MODEL = 'extractive (offline)';

/** What an answer with no recognised speech is summarised as. */
export const NO_SPEECH = 'No speech was recognised in this answer.';

/** Words that say nothing about the content (and speech fillers), skipped when scoring. */
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does ' +
    'doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself ' +
    "just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than " +
    'that the their theirs them themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself yourselves also really like well yeah yes okay ok um uh erm hmm mm ' +
    "actually basically know think just kind sort thing things lot get got going im ive dont thats its"
  ).split(/\s+/),
);

/** Longest sentence kept whole; a run-on one (no punctuation from the engine) is cut into windows of this many words. */
const WINDOW_WORDS = 24;
/** Longest summary of one answer, in characters. */
const MAX_ANSWER_CHARS = 320;
/** Key sentences in the overall summary. */
const OVERALL_SENTENCES = 3;

interface Sentence {
  text: string;
  answer: number;
  position: number;
  terms: string[];
  score: number;
}

const termsOf = (text: string) =>
  (text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])
    .map((w) => w.replace(/['’]/g, ''))
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));

/**
 * Sentences of a transcript: split at . ! ? when the engine punctuates; otherwise (pocketsphinx
 * does not) windows of WINDOW_WORDS words, so a long answer still has several to choose from.
 */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const parts = clean.match(/[^.!?]+(?:[.!?]+["”’)]?|$)/g) ?? [clean];
  return parts.flatMap((part) => {
    const words = part.trim().split(' ').filter(Boolean);
    if (words.length <= WINDOW_WORDS * 1.5) return words.length ? [words.join(' ')] : [];
    const windows: string[] = [];
    for (let i = 0; i < words.length; i += WINDOW_WORDS) windows.push(words.slice(i, i + WINDOW_WORDS).join(' '));
    return windows;
  });
}

/** Hesitation sounds, dropped from what is quoted. */
const HESITATIONS = /(?:^|\s)(?:u+m+|u+h+|e+r+m+|h+m+|m+m+)[,.]?(?=\s|$)/gi;

const sentenceCase = (s: string) => {
  const t = s.replace(HESITATIONS, ' ').replace(/\s+/g, ' ').trim();
  const cased = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]["”’)]?$/.test(cased) ? cased : `${cased}.`;
};

/** Joins sentences up to `max` characters (the first is kept whole, cut at a word if it is longer). */
function joinUpTo(sentences: string[], max: number): string {
  let out = '';
  for (const s of sentences.map(sentenceCase).filter((x) => /[\p{L}\p{N}]/u.test(x))) {
    if (!out) out = s.length > max ? `${s.slice(0, max).replace(/\s+\S*$/, '')}…` : s;
    else if (out.length + 1 + s.length <= max) out += ` ${s}`;
    else break;
  }
  return out;
}

/**
 * The offline summary (no model, nothing leaves the server): per answer its key sentences in
 * their spoken order, overall the best key sentences of all answers. A sentence's score is the
 * sum of its words' TF-IDF weights (a word's weight falls with the number of sentences, across all
 * answers, that use it, so words every answer repeats count less), normalised by the square root
 * of its length, with a small bonus for an answer's first sentence, where people tend to state
 * their point. It only ever quotes the candidate: it adds no wording of its own, so it cannot judge.
 */
export function extractiveSummary(input: SummaryRequest): AnswersSummary {
  const sentences: Sentence[] = input.answers.flatMap((a, answer) =>
    splitSentences(a.transcript).map((text, position) => ({ text, answer, position, terms: termsOf(text), score: 0 })),
  );
  const df = new Map<string, number>();
  for (const s of sentences) for (const term of new Set(s.terms)) df.set(term, (df.get(term) ?? 0) + 1);
  const n = Math.max(sentences.length, 1);
  for (const s of sentences) {
    const tf = new Map<string, number>();
    for (const term of s.terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    let weight = 0;
    for (const [term, count] of tf) weight += (1 + Math.log(count)) * (Math.log(n / (df.get(term) ?? 1)) + 1);
    const words = s.text.split(' ').length;
    s.score = (weight / Math.sqrt(Math.max(words, 1))) * (s.position === 0 ? 1.15 : 1) * (words < 4 ? 0.5 : 1);
  }
  const keyOf: Sentence[][] = input.answers.map((_, answer) => {
    const own = sentences.filter((s) => s.answer === answer);
    const keep = own.length <= 3 ? 1 : 2;
    return [...own]
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, keep)
      .sort((a, b) => a.position - b.position);
  });
  const answers = input.answers.map((a, i) => ({
    id: a.id,
    summary: joinUpTo(keyOf[i].map((s) => s.text), MAX_ANSWER_CHARS) || NO_SPEECH,
  }));
  const overall = keyOf
    .flat()
    .sort((a, b) => b.score - a.score)
    .slice(0, OVERALL_SENTENCES)
    .sort((a, b) => a.answer - b.answer || a.position - b.position)
    .map((s) => s.text);
  return {
    kind: 'extractive',
    model: EXTRACTIVE_MODEL,
    overall: joinUpTo(overall, MAX_ANSWER_CHARS * 2) || 'No speech was recognised in these answers.',
    answers,
  };
}
