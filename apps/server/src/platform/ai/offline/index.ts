import type { AiProvider, AnswersSummary, JobDescription, JobDescriptionRequest, QuestionRequest, SummaryRequest } from '../provider';
import { composeJobDescription } from './description';
import { selectQuestions, type Random } from './questions';
import { extractiveSummary } from './summary';

export { ALL_QUESTIONS, FAMILIES, GENERAL_QUESTIONS, matchFamilies, renderQuestion } from './bank';
export { seededRandom } from './questions';
export { EXTRACTIVE_MODEL, extractiveSummary } from './summary';

/**
 * The built-in generator used when no AI service is configured: questions from a curated,
 * tagged bank chosen for the job's family, a structured advert from the job's fields, and
 * summaries of answers made of the candidate's own key sentences.
 */
export class OfflineGenerator implements AiProvider {
  readonly name = 'offline';

  /** `random` makes selections reproducible (e.g. `seededRandom(1)`); Math.random by default. */
  constructor(private readonly random: Random = Math.random) {}

  async generateQuestions(input: QuestionRequest): Promise<string[]> {
    return selectQuestions(input, this.random);
  }

  async generateJobDescription(input: JobDescriptionRequest): Promise<JobDescription> {
    return composeJobDescription(input, this.random);
  }

  async summarizeAnswers(input: SummaryRequest): Promise<AnswersSummary> {
    return extractiveSummary(input);
  }
}
