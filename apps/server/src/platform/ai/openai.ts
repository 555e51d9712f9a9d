import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { htmlToText, sanitizeRichText } from '../html';
import { jobDescriptionPrompt, questionsPrompt, summaryPrompt, type ChatPrompt } from './prompt';
import {
  AiUnavailableError,
  questionKey,
  type AiProvider,
  type AnswersSummary,
  type JobDescription,
  type JobDescriptionRequest,
  type QuestionRequest,
  type SummaryRequest,
} from './provider';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), a vLLM server. */
  baseUrl: string;
  /** Local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Per attempt; one retry is made on connection errors, 429 and 5xx. */
  timeoutMs: number;
}

const questionsSchema = z.object({ questions: z.array(z.string()) });
const descriptionSchema = z.object({ html: z.string() });
const summarySchema = z.object({ answers: z.array(z.object({ id: z.number(), summary: z.string() })), overall: z.string() });

/** Longest summary kept, in characters: anything longer is not the short summary asked for. */
const MAX_SUMMARY_LENGTH = 2000;

/** Longest question kept; anything longer is not a question a candidate can read aloud. */
const MAX_QUESTION_LENGTH = 500;

/** Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, ...) with structured output. */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible';
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiCompatibleOptions) {
    this.client = new OpenAI({
      baseURL: opts.baseUrl,
      // The SDK insists on a key; servers without authentication ignore it.
      apiKey: opts.apiKey || 'not-needed',
      timeout: opts.timeoutMs,
      maxRetries: 1,
    });
  }

  async generateQuestions(input: QuestionRequest): Promise<string[]> {
    const { questions } = await this.complete(questionsPrompt(input), questionsSchema, 'interview_questions');
    const seen = new Set((input.existing ?? []).map(questionKey));
    const result: string[] = [];
    for (const raw of questions) {
      // Models sometimes number their lines despite being told not to.
      const text = raw.replace(/\s+/g, ' ').replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim();
      const key = questionKey(text);
      if (!key || text.length > MAX_QUESTION_LENGTH || seen.has(key)) continue;
      seen.add(key);
      result.push(text);
      if (result.length === input.count) break;
    }
    if (result.length === 0) throw new AiUnavailableError('empty', 'The AI service returned no usable questions.');
    return result;
  }

  async generateJobDescription(input: JobDescriptionRequest): Promise<JobDescription> {
    const { html } = await this.complete(jobDescriptionPrompt(input), descriptionSchema, 'job_description');
    const clean = sanitizeRichText(html);
    const text = htmlToText(clean);
    if (!text) throw new AiUnavailableError('empty', 'The AI service returned an empty job description.');
    return { html: clean, text };
  }

  async summarizeAnswers(input: SummaryRequest): Promise<AnswersSummary> {
    const out = await this.complete(summaryPrompt(input), summarySchema, 'answer_summaries', 0.2);
    const byId = new Map(out.answers.map((a) => [a.id, a.summary.replace(/\s+/g, ' ').trim().slice(0, MAX_SUMMARY_LENGTH)]));
    const overall = out.overall.replace(/\s+/g, ' ').trim().slice(0, MAX_SUMMARY_LENGTH);
    // Every answer asked about must come back summarised: a partial answer is no summary.
    if (!overall || input.answers.some((a) => !byId.get(a.id))) {
      throw new AiUnavailableError('malformed', 'The AI service did not summarise every answer.');
    }
    return { kind: 'ai', model: this.opts.model, overall, answers: input.answers.map((a) => ({ id: a.id, summary: byId.get(a.id)! })) };
  }

  /** One chat completion whose content must be JSON matching the schema. */
  private async complete<T>(prompt: ChatPrompt, schema: z.ZodType<T>, name: string, temperature = 0.7): Promise<T> {
    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.opts.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: zodResponseFormat(schema, name),
        temperature,
      });
      const message = completion.choices?.[0]?.message;
      if (message?.refusal) throw new AiUnavailableError('refused', 'The AI service refused the request.');
      content = message?.content;
    } catch (err) {
      throw toAiError(err);
    }
    if (!content?.trim()) throw new AiUnavailableError('empty', 'The AI service returned an empty answer.');
    let json: unknown;
    try {
      json = JSON.parse(stripCodeFence(content));
    } catch (err) {
      throw new AiUnavailableError('malformed', 'The AI service did not return valid JSON.', { cause: err });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new AiUnavailableError('malformed', 'The AI service returned JSON of an unexpected shape.', { cause: parsed.error });
    }
    return parsed.data;
  }
}

/** Some local models wrap JSON in a markdown fence even in JSON mode. */
function stripCodeFence(content: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return m ? m[1] : content;
}

function toAiError(err: unknown): AiUnavailableError {
  if (err instanceof AiUnavailableError) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiUnavailableError('timeout', 'The AI service did not answer in time.', { cause: err });
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new AiUnavailableError('network', 'The AI service could not be reached.', { cause: err });
  }
  if (err instanceof OpenAI.APIError) {
    return new AiUnavailableError('http', `The AI service answered with status ${err.status ?? 'unknown'}.`, { cause: err });
  }
  // E.g. a 200 whose body is not JSON at all.
  return new AiUnavailableError('malformed', 'The AI service returned an unreadable answer.', { cause: err });
}
