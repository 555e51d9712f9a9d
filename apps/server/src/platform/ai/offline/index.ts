import type { QuestionDraft } from '@candid/shared';
import type {
  AiProvider,
  AnswersSummary,
  JobDescription,
  JobDescriptionRequest,
  QuestionRequest,
  SummaryRequest,
  TypedQuestionRequest,
} from '../provider';
import { draftToWire } from '../drafts';
import { composeJobDescription } from './description';
import { selectQuestions, type Random } from './questions';
import { extractiveSummary } from './summary';
import { selectTypedQuestions } from './typed';

export { ALL_QUESTIONS, FAMILIES, GENERAL_QUESTIONS, matchFamilies, renderQuestion } from './bank';
export { seededRandom } from './questions';
export { EXTRACTIVE_MODEL, extractiveSummary } from './summary';
export { ALL_TYPED, GENERAL_TYPED, TYPED_BY_FAMILY } from './typed';

/**
 * The built-in generator used when no AI service is configured: questions from a curated,
 * tagged bank chosen for the job's family (typed ones too: screening, choices, numbers, dates),
 * a structured advert from the job's fields, and summaries of answers made of the candidate's
 * own key sentences. Its bank and advert are English only, whatever language is asked for.
 */
export class OfflineGenerator implements AiProvider {
  readonly name = 'offline';
  readonly languages = ['en'] as const;

  /** `random` makes selections reproducible (e.g. `seededRandom(1)`); Math.random by default. */
  constructor(private readonly random: Random = Math.random) {}

  async generateQuestions(input: QuestionRequest): Promise<string[]> {
    return selectQuestions(input, this.random);
  }

  async generateTypedQuestions(input: TypedQuestionRequest): Promise<QuestionDraft[]> {
    return selectTypedQuestions(input, this.random).map(draftToWire);
  }

  async generateJobDescription(input: JobDescriptionRequest): Promise<JobDescription> {
    return composeJobDescription(input, this.random);
  }

  async summarizeAnswers(input: SummaryRequest): Promise<AnswersSummary> {
    return extractiveSummary(input);
  }
}
