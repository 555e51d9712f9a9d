import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { questionDraftSchema, type QuestionDraft, type QuestionKind } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { htmlToText, sanitizeRichText } from '../html';
import { jobDescriptionPrompt, questionsPrompt, summaryPrompt, typedQuestionsPrompt, type ChatPrompt } from './prompt';
import {
  AiUnavailableError,
  questionKey,
  wantedKinds,
  type AiProvider,
  type AnswersSummary,
  type JobDescription,
  type JobDescriptionRequest,
  type QuestionRequest,
  type SummaryRequest,
  type TypedQuestionRequest,
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

/**
 * What the model is asked to return for typed questions: one flat shape for every kind, as
 * strict structured output wants every field present (null where it does not apply).
 */
const typedQuestionsFormat = (kinds: readonly QuestionKind[]) =>
  z.object({
    questions: z.array(
      z.object({
        text: z.string(),
        kind: z.enum(kinds as [QuestionKind, ...QuestionKind[]]),
        required: z.boolean(),
        options: z.array(z.object({ label: z.string(), qualifies: z.boolean().nullable() })),
        qualifyingAnswer: z.boolean().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
        qualifyingMin: z.number().nullable(),
        qualifyingMax: z.number().nullable(),
        wordLimit: z.number().int().nullable(),
      }),
    ),
  });
/** What is read back: each item on its own, so one bad item is dropped and the rest kept. */
const typedQuestionsReply = z.object({ questions: z.array(z.unknown()) });
const typedItemSchema = z.object({
  text: z.string(),
  kind: z.string(),
  required: z.boolean().nullish(),
  options: z.array(z.object({ label: z.string(), qualifies: z.boolean().nullish() })).nullish(),
  qualifyingAnswer: z.boolean().nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
  qualifyingMin: z.number().nullish(),
  qualifyingMax: z.number().nullish(),
  wordLimit: z.number().nullish(),
});
type TypedItem = z.infer<typeof typedItemSchema>;

/** Longest summary kept, in characters: anything longer is not the short summary asked for. */
const MAX_SUMMARY_LENGTH = 2000;

/** Longest question kept; anything longer is not a question a candidate can read aloud. */
const MAX_QUESTION_LENGTH = 500;

/** Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, ...) with structured output. */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible';
  /** Any: the prompts name the language to write in. */
  readonly languages: readonly string[] = [];
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
      const text = cleanQuestion(raw);
      const key = questionKey(text);
      if (!key || text.length > MAX_QUESTION_LENGTH || seen.has(key)) continue;
      seen.add(key);
      result.push(text);
      if (result.length === input.count) break;
    }
    if (result.length === 0) throw new AiUnavailableError('empty', 'The AI service returned no usable questions.');
    return result;
  }

  async generateTypedQuestions(input: TypedQuestionRequest): Promise<QuestionDraft[]> {
    const kinds = wantedKinds(input);
    const { questions } = await this.complete(typedQuestionsPrompt(input), typedQuestionsReply, 'typed_questions', 0.7, typedQuestionsFormat(kinds));
    const seen = new Set((input.existing ?? []).map(questionKey));
    const result: QuestionDraft[] = [];
    for (const raw of questions) {
      const draft = typedDraft(raw, kinds);
      const key = draft && questionKey(draft.Question_Text);
      if (!draft || !key || seen.has(key)) continue;
      seen.add(key);
      result.push(draft);
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

  /**
   * One chat completion whose content must be JSON matching the schema; the model is given
   * `format` as its response format (the schema itself unless the reply is read more loosely).
   */
  private async complete<T>(prompt: ChatPrompt, schema: z.ZodType<T>, name: string, temperature = 0.7, format: z.ZodType = schema): Promise<T> {
    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.opts.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: zodResponseFormat(format, name),
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

/** Collapses spacing and drops the numbering models add despite being told not to. */
const cleanQuestion = (raw: string) => raw.replace(/\s+/g, ' ').replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim();

/** Drops the nulls and undefineds of a settings object (the settings schemas are strict). */
const present = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));

/**
 * One item of the model's reply as a draft valid under the shared schema, or null: another kind
 * than those asked for, or settings the job question's rules refuse. Options get ids here (o1,
 * o2, …), repeated labels are dropped, and only the fields of the item's kind are kept.
 */
function typedDraft(raw: unknown, kinds: readonly QuestionKind[]): QuestionDraft | null {
  const item = typedItemSchema.safeParse(raw);
  if (!item.success || !kinds.includes(item.data.kind as QuestionKind)) return null;
  const text = cleanQuestion(item.data.text);
  if (text.length > MAX_QUESTION_LENGTH) return null;
  const draft = questionDraftSchema.safeParse(toWire(wireNames.questions, { text, required: item.data.required ?? true, kind: item.data.kind, settings: settingsOf(item.data) }));
  return draft.success ? draft.data : null;
}

function settingsOf(item: TypedItem): Record<string, unknown> {
  switch (item.kind) {
    case 'single_choice':
    case 'multiple_choice': {
      const labels = new Set<string>();
      const options = (item.options ?? []).flatMap((o) => {
        const label = o.label.replace(/\s+/g, ' ').trim();
        const key = questionKey(label);
        if (!key || labels.has(key)) return [];
        labels.add(key);
        return [present({ label, qualifies: o.qualifies })];
      });
      return { options: options.map((o, i) => ({ id: `o${i + 1}`, ...o })) };
    }
    case 'yes_no':
      return present({ qualifyingAnswer: item.qualifyingAnswer });
    case 'number':
      return present({ min: item.min, max: item.max, qualifyingMin: item.qualifyingMin, qualifyingMax: item.qualifyingMax });
    case 'text':
      return present({ wordLimit: item.wordLimit });
    default:
      return {};
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
