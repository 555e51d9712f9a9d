import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { byFormat, promptOf, startFakeOpenAi, strictSchemaProblem, type FakeOpenAi } from './fake-openai';
import { OpenAiCompatibleProvider } from './openai';
import { OfflineGenerator } from './offline/index';
import { AiUnavailableError, writtenLanguage } from './provider';

let fake: FakeOpenAi;
let provider: OpenAiCompatibleProvider;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = new OpenAiCompatibleProvider({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 500 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const job = { jobTitle: 'Registered Nurse', category: 'Healthcare & Medical', workType: 1, payType: 2, payFrom: 95000, payTo: 110000, location: 'Brisbane QLD', companyName: 'Sunrise Health' };

async function failure(run: () => Promise<unknown>): Promise<AiUnavailableError> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(AiUnavailableError);
    return err as AiUnavailableError;
  }
  throw new Error('expected an AiUnavailableError');
}

describe('OpenAiCompatibleProvider against a local OpenAI-compatible server', () => {
  it('sends the model, the job and a JSON-schema response format, and parses questions', async () => {
    fake.behave = () => ({
      content: JSON.stringify({
        questions: [
          '1. Tell us about a time you cared for a distressed patient.',
          'How do you prioritise care across several patients?',
          'how do you prioritise care across several patients',
          'Which values matter most to you?',
          '',
          'An extra question beyond the count.',
        ],
      }),
    });
    const questions = await provider.generateQuestions({ jobTitle: 'Registered Nurse', count: 3, existing: ['Which values matter most to you?'] });
    expect(questions).toEqual([
      'Tell us about a time you cared for a distressed patient.',
      'How do you prioritise care across several patients?',
      'An extra question beyond the count.',
    ]);

    expect(fake.requests).toHaveLength(1);
    const { body, headers, path } = fake.requests[0];
    expect(path).toBe('/v1/chat/completions');
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body.model).toBe('test-model');
    expect(body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages?.[1].content).toContain('Registered Nurse');
    expect(body.messages?.[1].content).toContain('exactly 3 interview questions');
    expect(body.messages?.[1].content).toContain('Which values matter most to you?');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'interview_questions', strict: true } });
  });

  it('parses a job description and sanitizes the model’s HTML', async () => {
    fake.behave = () => ({
      content: JSON.stringify({
        html:
          '<h1 onclick="steal()">Registered Nurse</h1><script>alert(1)</script>' +
          '<h2>About the role</h2><p style="color:red">Join <strong>Sunrise Health</strong>.<img src=x onerror=alert(1)></p>' +
          '<ul><li>Deliver care</li><li><a href="javascript:alert(1)">bad</a> <a href="https://example.com/apply">Apply</a></li></ul>',
      }),
    });
    const d = await provider.generateJobDescription(job);
    expect(d.html).not.toMatch(/script|onerror|onclick|javascript:|style=|<img/i);
    expect(d.html).toContain('<h1>Registered Nurse</h1>');
    expect(d.html).toContain('<a href="https://example.com/apply" rel="noopener noreferrer">Apply</a>');
    expect(d.text).toContain('About the role');
    expect(d.text).toContain('- Deliver care');
    expect(d.text).not.toContain('alert');

    const user = fake.requests[0].body.messages?.[1].content ?? '';
    expect(user).toContain('Job title: Registered Nurse');
    expect(user).toContain('Pay: 95,000 – 110,000 per year');
    expect(user).toContain('Work type: Full-time');
    expect(user).toContain('one-way video interview');
    expect(fake.requests[0].body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'job_description' } });
  });

  it('turns malformed or empty content into AiUnavailableError', async () => {
    fake.behave = () => ({ content: 'Sure! Here are your questions: 1. Why us?' });
    expect((await failure(() => provider.generateQuestions({ jobTitle: 'Barista', count: 2 }))).reason).toBe('malformed');

    fake.behave = () => ({ content: JSON.stringify({ questions: 'not a list' }) });
    expect((await failure(() => provider.generateQuestions({ jobTitle: 'Barista', count: 2 }))).reason).toBe('malformed');

    fake.behave = () => ({ content: JSON.stringify({ questions: ['', '   '] }) });
    expect((await failure(() => provider.generateQuestions({ jobTitle: 'Barista', count: 2 }))).reason).toBe('empty');

    fake.behave = () => ({ content: JSON.stringify({ html: '<script>only a script</script>' }) });
    expect((await failure(() => provider.generateJobDescription(job))).reason).toBe('empty');

    fake.behave = () => ({ raw: 'this is not json at all' });
    await failure(() => provider.generateJobDescription(job));
  });

  it('accepts JSON wrapped in a markdown fence, as some local models send', async () => {
    fake.behave = () => ({ content: '```json\n{"questions": ["Why this role?"]}\n```' });
    expect(await provider.generateQuestions({ jobTitle: 'Barista', count: 1 })).toEqual(['Why this role?']);
  });

  it('gives up on a server that never answers within the timeout, after one retry', async () => {
    fake.behave = () => ({ hang: true });
    const started = Date.now();
    const err = await failure(() => provider.generateQuestions({ jobTitle: 'Barista', count: 1 }));
    const elapsed = Date.now() - started;
    expect(err.reason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3000);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports an HTTP 500 as AiUnavailableError after one retry', async () => {
    fake.behave = () => ({ status: 500 });
    const err = await failure(() => provider.generateJobDescription(job));
    expect(err.reason).toBe('http');
    expect(err.message).toContain('500');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400 and reports an unreachable server', async () => {
    fake.behave = () => ({ status: 400, body: { error: { message: 'bad model' } } });
    expect((await failure(() => provider.generateQuestions({ jobTitle: 'Barista', count: 1 }))).reason).toBe('http');
    expect(fake.requests).toHaveLength(1);

    const closed = await startFakeOpenAi();
    await closed.close();
    const unreachable = new OpenAiCompatibleProvider({ baseUrl: closed.baseUrl, model: 'm', timeoutMs: 500 });
    expect((await failure(() => unreachable.generateQuestions({ jobTitle: 'Barista', count: 1 }))).reason).toBe('network');
  });
});

describe('the language generated text is written in (issue 32)', () => {
  it('tells the model to write questions, typed questions and descriptions in the job’s language, by its English name', async () => {
    fake.behave = byFormat({
      interview_questions: { content: JSON.stringify({ questions: ['¿Por qué quiere trabajar con nosotros?'] }) },
      typed_questions: {
        content: JSON.stringify({
          questions: [{ text: 'Você tem registro no COREN?', kind: 'yes_no', required: true, options: [], qualifyingAnswer: null, min: null, max: null, qualifyingMin: null, qualifyingMax: null, wordLimit: null }],
        }),
      },
      job_description: { content: JSON.stringify({ html: '<h1>Enfermera</h1><p>Únase a nosotros.</p>' }) },
    });
    expect(await provider.generateQuestions({ jobTitle: 'Enfermera', count: 1, language: 'es-ES' })).toEqual(['¿Por qué quiere trabajar con nosotros?']);
    expect(promptOf(fake.requests[0])).toContain('Write them in European Spanish.');

    expect((await provider.generateTypedQuestions({ jobTitle: 'Enfermeira', count: 1, language: 'pt-BR' }))[0].Question_Text).toBe('Você tem registro no COREN?');
    expect(promptOf(fake.requests[1])).toContain('Write the questions and their options in Brazilian Portuguese.');

    expect((await provider.generateJobDescription({ ...job, language: 'fr-FR' })).text).toContain('Únase');
    const description = promptOf(fake.requests[2]);
    expect(description).toContain('Write it in French (France), headings included');
    expect(description).not.toContain('Australian English');
  });

  it('keeps English when no language is asked for: Australian English for a description, no instruction for questions', async () => {
    fake.behave = byFormat({
      interview_questions: { content: JSON.stringify({ questions: ['Why this role?'] }) },
      job_description: { content: JSON.stringify({ html: '<p>Join us.</p>' }) },
    });
    await provider.generateQuestions({ jobTitle: 'Barista', count: 1 });
    expect(promptOf(fake.requests[0])).not.toMatch(/Write them in/);
    await provider.generateJobDescription(job);
    expect(promptOf(fake.requests[1])).toContain('Write it in Australian English');
  });

  it('says which language a provider writes: the one asked for by a model, English by the offline writer', () => {
    expect(provider.languages).toEqual([]);
    expect(writtenLanguage(provider, 'es-ES')).toBe('es-ES');
    const offline = new OfflineGenerator();
    expect(offline.languages).toEqual(['en']);
    expect(writtenLanguage(offline, 'es-ES')).toBe('en');
    expect(writtenLanguage(offline, 'en-GB')).toBe('en-GB');
    expect(writtenLanguage(offline, undefined)).toBe('en');
  });
});

describe('OpenAiCompatibleProvider.generateTypedQuestions', () => {
  const item = (fields: Record<string, unknown>) => ({
    required: true,
    options: [],
    qualifyingAnswer: null,
    min: null,
    max: null,
    qualifyingMin: null,
    qualifyingMax: null,
    wordLimit: null,
    ...fields,
  });
  const kinds = ['yes_no', 'single_choice', 'multiple_choice', 'number', 'text'] as const;

  it('asks for the wanted kinds with a strict JSON schema and keeps the valid drafts, options with ids', async () => {
    fake.behave = byFormat({
      typed_questions: {
        content: JSON.stringify({
          questions: [
            item({ text: '1. Do you have the right to work in Australia?', kind: 'yes_no', qualifyingAnswer: true, min: 3 }),
            item({ text: 'How much notice do you need to give?', kind: 'single_choice', options: [{ label: 'None', qualifies: null }, { label: ' 2  weeks ', qualifies: null }, { label: '2 weeks', qualifies: null }, { label: 'A month', qualifies: null }] }),
            item({ text: 'How many years of nursing experience do you have?', kind: 'number', min: 0, max: 50, wordLimit: 100 }),
            item({ text: 'Which of these have you used?', kind: 'multiple_choice', required: false, options: [{ label: 'Epic', qualifies: null }, { label: 'Cerner', qualifies: null }, { label: 'None of these', qualifies: null }] }),
            item({ text: 'How would you escalate a deteriorating patient?', kind: 'text', wordLimit: 200 }),
            // Dropped: one option, a kind not asked for, an unknown kind, a reversed range, no text,
            // the wrong shape, a question the job has, a fractional word limit.
            item({ text: 'Pick one', kind: 'single_choice', options: [{ label: 'Only', qualifies: true }] }),
            item({ text: 'Tell us about yourself on camera.', kind: 'video' }),
            item({ text: 'Write an essay.', kind: 'essay' }),
            item({ text: 'How many shifts a week can you work?', kind: 'number', min: 10, max: 5 }),
            item({ text: '   ', kind: 'yes_no' }),
            { text: 42, kind: 'yes_no' },
            item({ text: 'Do you own a car?', kind: 'yes_no' }),
            item({ text: 'Describe your last role.', kind: 'text', wordLimit: 2.5 }),
          ],
        }),
      },
    });
    const drafts = await provider.generateTypedQuestions({ jobTitle: 'Registered Nurse', count: 10, kinds, existing: ['do you own a car'] });
    expect(drafts).toEqual([
      { Question_Text: 'Do you have the right to work in Australia?', Question_Required: true, Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } },
      {
        Question_Text: 'How much notice do you need to give?',
        Question_Required: true,
        Question_Kind: 'single_choice',
        Question_Settings: { options: [{ id: 'o1', label: 'None' }, { id: 'o2', label: '2 weeks' }, { id: 'o3', label: 'A month' }] },
      },
      { Question_Text: 'How many years of nursing experience do you have?', Question_Required: true, Question_Kind: 'number', Question_Settings: { min: 0, max: 50 } },
      {
        Question_Text: 'Which of these have you used?',
        Question_Required: false,
        Question_Kind: 'multiple_choice',
        Question_Settings: { options: [{ id: 'o1', label: 'Epic' }, { id: 'o2', label: 'Cerner' }, { id: 'o3', label: 'None of these' }] },
      },
      { Question_Text: 'How would you escalate a deteriorating patient?', Question_Required: true, Question_Kind: 'text', Question_Settings: { wordLimit: 200 } },
    ]);

    expect(fake.requests).toHaveLength(1);
    const { body } = fake.requests[0];
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'typed_questions', strict: true } });
    const schema = (body.response_format as { json_schema: { schema: { properties: { questions: { items: { properties: { kind: { enum: string[] } } } } } } } }).json_schema.schema;
    expect(schema.properties.questions.items.properties.kind.enum).toEqual([...kinds]);
    const user = body.messages?.[1].content ?? '';
    expect(user).toContain('exactly 10 application questions');
    expect(user).toContain(`of these kinds only: ${kinds.join(', ')}`);
    expect(user).toContain('- do you own a car');
    expect(body.messages?.[0].content).toMatch(/only when the question asks about a plain requirement/);
  });

  it('keeps screening marks on options and stops at the count; default kinds ask for a mix', async () => {
    fake.behave = () => ({
      content: JSON.stringify({
        questions: [
          item({ text: 'Which licence do you hold?', kind: 'single_choice', options: [{ label: 'Heavy rigid', qualifies: true }, { label: 'Car only', qualifies: false }] }),
          item({ text: 'What is the earliest date you could start?', kind: 'date' }),
        ],
      }),
    });
    const drafts = await provider.generateTypedQuestions({ jobTitle: 'Truck Driver', count: 1 });
    expect(drafts).toEqual([
      {
        Question_Text: 'Which licence do you hold?',
        Question_Required: true,
        Question_Kind: 'single_choice',
        Question_Settings: { options: [{ id: 'o1', label: 'Heavy rigid', qualifies: true }, { id: 'o2', label: 'Car only', qualifies: false }] },
      },
    ]);
    const user = fake.requests[0].body.messages?.[1].content ?? '';
    expect(user).toContain('of these kinds only: yes_no, single_choice, multiple_choice, number, date, text.');
    expect(user).toContain('Mix screening questions');
  });

  it('fails as the other generators do: nothing usable is empty, a wrong shape malformed', async () => {
    fake.behave = () => ({ content: JSON.stringify({ questions: [item({ text: 'Pick', kind: 'single_choice', options: [] })] }) });
    expect((await failure(() => provider.generateTypedQuestions({ jobTitle: 'Barista', count: 3 }))).reason).toBe('empty');
    fake.behave = () => ({ content: JSON.stringify({ drafts: [] }) });
    expect((await failure(() => provider.generateTypedQuestions({ jobTitle: 'Barista', count: 3 }))).reason).toBe('malformed');
    fake.behave = () => ({ status: 503 });
    expect((await failure(() => provider.generateTypedQuestions({ jobTitle: 'Barista', count: 3 }))).reason).toBe('http');
  });

  it('runs against a stand-in that refuses response formats strict structured output cannot follow', () => {
    expect(strictSchemaProblem({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false })).toBeNull();
    expect(strictSchemaProblem({ type: 'object', properties: { a: { type: 'string' } }, required: [], additionalProperties: false })).toMatch(/missing a/);
    expect(
      strictSchemaProblem({
        type: 'object',
        properties: { list: { type: 'array', items: { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] } } },
        required: ['list'],
        additionalProperties: false,
      }),
    ).toMatch(/#\/properties\/list\/items: additionalProperties must be false/);
  });
});
