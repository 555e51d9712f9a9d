import { PAY_TYPES, WORK_TYPES, type QuestionDraft, type QuestionKind } from '@candid/shared';

export interface QuestionRequest {
  jobTitle: string;
  /** How many questions to return (1 to 10). */
  count: number;
  category?: string;
  subCategory?: string;
  /** Questions the job already has; none of them is returned again. */
  existing?: string[];
  /** The language to write in (BCP 47, the job's), e.g. 'es-ES'; absent: English. */
  language?: string;
}

/**
 * Kinds generated when none are asked for: screening questions (yes/no, choices, a number, the
 * start date) and a written knowledge question; video questions come from generateQuestions.
 */
export const DEFAULT_TYPED_KINDS: readonly QuestionKind[] = ['yes_no', 'single_choice', 'multiple_choice', 'number', 'date', 'text'];

export interface TypedQuestionRequest extends QuestionRequest {
  /** The kinds wanted; absent or empty: DEFAULT_TYPED_KINDS. */
  kinds?: readonly QuestionKind[];
}

/** The kinds a typed request wants. */
export const wantedKinds = (input: TypedQuestionRequest): readonly QuestionKind[] =>
  input.kinds?.length ? input.kinds : DEFAULT_TYPED_KINDS;

export interface JobDescriptionRequest {
  jobTitle: string;
  category?: string;
  subCategory?: string;
  /** SPEC §9 work type id (1 Full-time, 2 Part-time, 3 Contract, 4 Casual; 0 none). */
  workType?: number;
  /** SPEC §9 pay type id (1 Hourly rate, 2 Annual salary, 3 Annual plus commission; 0 none). */
  payType?: number;
  payFrom?: number;
  payTo?: number;
  location?: string;
  companyName?: string;
  /** The language to write in (BCP 47, the job's), e.g. 'es-ES'; absent: Australian English. */
  language?: string;
}

export interface JobDescription {
  /** Sanitized to the editor's allow-list. */
  html: string;
  text: string;
}

/** One answer to summarise: the question asked and what the candidate said (its transcript). */
export interface AnswerToSummarize {
  /** The answer's id (QuestionResponse_ID), echoed back with its summary. */
  id: number;
  question: string;
  transcript: string;
}

export interface SummaryRequest {
  /** BCP 47 language of the transcripts (and of the summary), e.g. 'en'. */
  language: string;
  answers: AnswerToSummarize[];
}

/** What a candidate said, per answer and overall: facts only, never an evaluation (issue 15). */
export interface AnswersSummary {
  /** 'ai': written by a model; 'extractive': key sentences picked offline. */
  kind: 'ai' | 'extractive';
  /** The model that wrote it, e.g. 'gpt-4o-mini', or 'extractive (offline)'. */
  model: string;
  overall: string;
  /** One per answer asked for, in the same order. */
  answers: { id: number; summary: string }[];
}

/** The AI adapter: an OpenAI-compatible chat API, or the built-in offline generator. */
export interface AiProvider {
  readonly name: 'openai-compatible' | 'offline';
  /** Primary languages it writes (BCP 47 primary subtags); empty: any the model writes. */
  readonly languages: readonly string[];
  generateQuestions(input: QuestionRequest): Promise<string[]>;
  /**
   * Up to `count` typed drafts (kind, Required, settings: options, screening rules), each valid
   * under the shared questionDraftSchema, for the recruiter to review: nothing is saved.
   */
  generateTypedQuestions(input: TypedQuestionRequest): Promise<QuestionDraft[]>;
  generateJobDescription(input: JobDescriptionRequest): Promise<JobDescription>;
  /** A short factual summary of each answer and of them all (no judgement, score or advice). */
  summarizeAnswers(input: SummaryRequest): Promise<AnswersSummary>;
}

export type AiFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'empty' | 'refused';

/** The AI service could not produce a usable answer; routes answer 502 with the SPEC message. */
export class AiUnavailableError extends Error {
  override readonly name = 'AiUnavailableError';
  constructor(
    readonly reason: AiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The language a provider writes a request in: the one asked for when it writes it (by primary
 * subtag), else its first (the offline writer's English); 'en' when none was asked for.
 */
export function writtenLanguage(provider: Pick<AiProvider, 'languages'>, requested: string | undefined): string {
  if (!requested) return 'en';
  const primary = requested.split('-')[0].toLowerCase();
  return provider.languages.length === 0 || provider.languages.includes(primary) ? requested : provider.languages[0];
}

let languageNames: Intl.DisplayNames | undefined;

/** The English name of a BCP 47 tag: 'es' → 'Spanish', 'es-ES' → 'European Spanish', 'en-AU' → 'Australian English'. */
export function languageName(tag: string): string {
  languageNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
  try {
    return languageNames.of(tag) ?? tag;
  } catch {
    // Not a well-formed tag (the contract's pattern lets none through): named as written.
    return tag;
  }
}

/** The SPEC §9 label of a work type id, or undefined for none/unknown. */
export function workTypeLabel(id: number | undefined): string | undefined {
  if (!id) return undefined;
  return WORK_TYPES.find((w) => w.id === id)?.label;
}

/** The SPEC §9 label of a pay type id, or undefined for none/unknown. */
export function payTypeLabel(id: number | undefined): string | undefined {
  if (!id) return undefined;
  return PAY_TYPES.find((p) => p.id === id)?.label;
}

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/**
 * The pay line of an advert with thousands separators, e.g. "95,000 – 110,000 per year",
 * "35 per hour", "From 80,000 per year plus commission"; undefined when no pay is given.
 */
export function formatPay(payType: number | undefined, from?: number, to?: number): string | undefined {
  const hasFrom = from !== undefined && from !== null && from > 0;
  const hasTo = to !== undefined && to !== null && to > 0;
  if (!hasFrom && !hasTo) return undefined;
  const unit = payType === 1 ? ' per hour' : payType === 2 ? ' per year' : payType === 3 ? ' per year plus commission' : '';
  let amount: string;
  if (hasFrom && hasTo) {
    const [lo, hi] = from <= to ? [from, to] : [to, from];
    amount = lo === hi ? number.format(lo) : `${number.format(lo)} – ${number.format(hi)}`;
  } else if (hasFrom) amount = `From ${number.format(from)}`;
  else amount = `Up to ${number.format(to as number)}`;
  return `${amount}${unit}`;
}

/** Case-, punctuation- and spacing-insensitive key of a question, for duplicate checks. */
export function questionKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Collapses whitespace and trims a user-supplied field; empty becomes undefined. */
export function cleanField(value: string | undefined | null): string | undefined {
  const v = value?.replace(/\s+/g, ' ').trim();
  return v ? v : undefined;
}
