import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, type AnswerByQuestion, type CandidateListRow, type InterviewSession, type Question } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller, wrapper } from '../../../test/factories';
import { answerMetadata, buildInterviewLine } from '../../../test/interview-fixtures';
import { multipartBody, tempDataDir, tinyPdf } from '../../../test/candidate-fixtures';
import { campaignLines, campaigns, questionAnswers, webhookEvents } from '../../db/schema/index';

/*
 * Issue 29: question kinds through the question routes, the candidate's answers per kind, the
 * screening outcome, and what reviewers read.
 */

let t: TestApp;
const data = tempDataDir();
let tenants: Awaited<ReturnType<typeof buildTenants>>;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  tenants = await buildTenants(t.app, 'Kinds Co');
  call = caller(t.app);
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const choice = {
  Question_Kind: 'single_choice',
  Question_Settings: { options: [{ id: 'yes', label: 'Full licence', qualifies: true }, { id: 'learner', label: 'Learner' }, { id: 'none', label: 'None', qualifies: false }] },
};
const kinds = [
  { Question_Text: 'Tell us about you', Question_Kind: 'text', Question_Settings: { wordLimit: 5 } },
  { Question_Text: 'Licence?', ...choice },
  { Question_Text: 'Shifts?', Question_Kind: 'multiple_choice', Question_Settings: { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] } },
  { Question_Text: 'Right to work?', Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } },
  { Question_Text: 'Years of experience?', Question_Kind: 'number', Question_Settings: { min: 0, max: 60, qualifyingMin: 2 } },
  { Question_Text: 'Start date?', Question_Kind: 'date', Question_Required: false },
  { Question_Text: 'Your certificate', Question_Kind: 'file' },
  { Question_Text: 'Say hello', Question_Kind: 'audio' },
  { Question_Text: 'Why us?' },
];

/** A job with one question of every kind, made through POST /Question; the candidate's line. */
async function kindsJob(overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const { owner } = tenants;
  const job = await buildCampaign(t.app, owner, overrides);
  const made: Question[] = [];
  for (const q of kinds) {
    const res = await call('POST', '/api/Question', owner.auth, { fk_Campaign_ID: job.id, ...q });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
    made.push(wrapper(res).data as Question);
  }
  const l = await buildInterviewLine(t.app, owner, { campaignId: job.id, questionCount: 0 });
  const byText = (text: string) => made.find((q) => q.Question_Text === text)!.pk_Question_ID;
  const base = `/api/interview/${l.campaignId}/${l.enterpriseId}`;
  const headers = { 'x-interview-token': l.token };
  const answer = (text: string, body: object, token = l.token) =>
    t.app.inject({ method: 'PUT', url: `${base}/answers/${byText(text)}`, headers: { 'x-interview-token': token }, payload: body });
  const session = async () => wrapper(await t.app.inject({ url: `${base}/session`, headers })).data as InterviewSession;
  return { job, made, l, byText, base, headers, answer, session };
}

describe('question kinds on the question routes', () => {
  it('creates and reads every kind; a question without a kind is a video question; the OpenAPI document declares each kind', async () => {
    const { made, job } = await kindsJob();
    expect(made.map((q) => q.Question_Kind)).toEqual(['text', 'single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'file', 'audio', 'video']);
    expect(made.find((q) => q.Question_Kind === 'date')!.Question_Required).toBe(false);
    expect(made.find((q) => q.Question_Kind === 'video')).toMatchObject({ Question_Required: true, Question_Settings: {} });
    const listed = wrapper(await call('GET', `/api/QuestionGetPerCampaign/Getquestions/${job.id}`, tenants.owner.auth)).data as Question[];
    expect(listed.find((q) => q.Question_Kind === 'single_choice')!.Question_Settings).toEqual(choice.Question_Settings);

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, { post?: { requestBody: unknown } }> };
    const body = JSON.stringify(doc.paths['/api/Question'].post!.requestBody);
    expect(body).toContain('"discriminator":{"propertyName":"Question_Kind"}');
    for (const k of ['video', 'audio', 'text', 'single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'file']) {
      expect(body).toMatch(new RegExp(`"Question_Kind":\\{[^}]*("const":"${k}"|"enum":\\["${k}"\\])`));
    }
  });

  it('refuses an unknown kind, choice questions without options and settings of another kind with 400 and details', async () => {
    const job = await buildCampaign(t.app, tenants.owner);
    const post = (q: object) => call('POST', '/api/Question', tenants.owner.auth, { fk_Campaign_ID: job.id, Question_Text: 'Q?', ...q });
    const unknown = await post({ Question_Kind: 'essay' });
    expect(unknown.statusCode).toBe(400);
    expect(wrapper(unknown).details).toHaveProperty('Question_Kind');
    expect((await post({ Question_Kind: 'single_choice', Question_Settings: { options: [{ id: 'a', label: 'A' }] } })).statusCode).toBe(400);
    expect((await post({ Question_Kind: 'multiple_choice', Question_Settings: { options: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] } })).statusCode).toBe(400);
    const made = wrapper(await post({ Question_Kind: 'text' })).data as Question;
    const wrong = await call('PUT', '/api/Question', tenants.owner.auth, { pk_Question_ID: made.pk_Question_ID, Question_Kind: 'single_choice' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrapper(wrong).details ?? {})).toContain('Question_Settings.options');
    const ok = await call('PUT', '/api/Question', tenants.owner.auth, { pk_Question_ID: made.pk_Question_ID, Question_Settings: { wordLimit: 100 } });
    expect((wrapper(ok).data as Question).Question_Settings).toEqual({ wordLimit: 100 });
  });

  it('keeps a listed question\'s kind when a saved list leaves it out', async () => {
    const { made, job } = await kindsJob();
    const list = made.map((q) => ({ pk_Question_ID: q.pk_Question_ID, Question_Text: q.Question_Text }));
    const res = await call('PUT', '/api/Question/SaveQuestions', tenants.owner.auth, { fk_Campaign_ID: job.id, questions: list });
    expect(res.statusCode).toBe(200);
    expect((wrapper(res).data as Question[]).map((q) => q.Question_Kind)).toEqual(made.map((q) => q.Question_Kind));
  });

  it("answers another company's question 404", async () => {
    const { made } = await kindsJob();
    const res = await call('PUT', '/api/Question', tenants.outsider.auth, { pk_Question_ID: made[0].pk_Question_ID, Question_Kind: 'date' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the candidate answers each kind', () => {
  it('lists screening questions first, with kinds and settings but never which answers qualify', async () => {
    const { session } = await kindsJob();
    const s = await session();
    expect(s.questions.slice(0, 3).map((q) => q.text)).toEqual(['Licence?', 'Right to work?', 'Years of experience?']);
    expect(s.questions.every((q, i) => i < 3 === q.screening)).toBe(true);
    expect(JSON.stringify(s)).not.toContain('qualif');
    expect(s.questions.find((q) => q.kind === 'single_choice')!.settings.options).toEqual([
      { id: 'yes', label: 'Full licence' },
      { id: 'learner', label: 'Learner' },
      { id: 'none', label: 'None' },
    ]);
    expect(s.screening).toEqual({ ended: false, message: null });
  });

  it('refuses answers that do not fit with 400 and details, and 401 without the token', async () => {
    const { answer } = await kindsJob();
    const cases: [string, object, string, string][] = [
      ['Licence?', { kind: 'single_choice', choiceIds: ['bogus'] }, 'choiceIds', MSG.answerChoiceUnknown],
      ['Licence?', { kind: 'single_choice', choiceIds: ['yes', 'learner'] }, 'choiceIds', MSG.answerChoiceOne],
      ['Shifts?', { kind: 'multiple_choice', choiceIds: [] }, 'choiceIds', MSG.answerChoiceAtLeastOne],
      ['Years of experience?', { kind: 'number', number: 61 }, 'number', MSG.answerNumberAbove(60)],
      ['Years of experience?', { kind: 'number', number: -1 }, 'number', MSG.answerNumberBelow(0)],
      ['Start date?', { kind: 'date', date: '2025-02-30' }, 'date', MSG.answerDateInvalid],
      ['Start date?', { kind: 'date', date: '2025-13-01' }, 'date', MSG.answerDateInvalid],
      ['Tell us about you', { kind: 'text', text: 'one two three four five six' }, 'text', MSG.answerTextTooLong(5)],
      ['Tell us about you', { kind: 'number', number: 3 }, 'kind', MSG.answerKindMismatch('text')],
      ['Why us?', { kind: 'text', text: 'hi' }, 'kind', MSG.answerRecorded],
    ];
    for (const [text, body, field, message] of cases) {
      const res = await answer(text, body);
      expect(res.statusCode, `${text} ${JSON.stringify(body)}`).toBe(400);
      expect(wrapper(res).details?.[field], `${text} ${JSON.stringify(body)}`).toEqual([message]);
    }
    expect((await answer('Licence?', { kind: 'single_choice', choiceIds: ['yes'] }, 'not-a-token')).statusCode).toBe(401);
  });

  it('saves each kind as the candidate goes (a repeat replaces it) and reviewers read them with qualifies', async () => {
    const { answer, session, l, job, byText } = await kindsJob();
    const good: [string, object][] = [
      ['Tell us about you', { kind: 'text', text: '  I like  tests ' }],
      ['Licence?', { kind: 'single_choice', choiceIds: ['learner'] }],
      ['Licence?', { kind: 'single_choice', choiceIds: ['yes'] }],
      ['Shifts?', { kind: 'multiple_choice', choiceIds: ['am', 'pm', 'am'] }],
      ['Right to work?', { kind: 'yes_no', yes: false }],
      ['Years of experience?', { kind: 'number', number: 1.5 }],
      ['Start date?', { kind: 'date', date: '2024-02-29' }],
    ];
    for (const [text, body] of good) {
      const res = await answer(text, body);
      expect(res.statusCode, text).toBe(200);
    }
    const rows = await t.app.ctx.db.select().from(questionAnswers).where(eq(questionAnswers.campaignLineId, l.line.id));
    expect(rows).toHaveLength(6);
    const s = await session();
    expect(s.questions.find((q) => q.kind === 'text')!.answer).toEqual({ kind: 'text', text: 'I like  tests' });
    expect(s.questions.find((q) => q.kind === 'multiple_choice')!.answer).toEqual({ kind: 'multiple_choice', choiceIds: ['am', 'pm'] });

    const read = wrapper(await call('GET', `/api/QuestionResponse/getQeustionResponseByCampaignLineID/${job.id}/${l.line.id}`, tenants.owner.auth))
      .data as AnswerByQuestion[];
    const of = (text: string) => read.find((a) => a.question.pk_Question_ID === byText(text))!;
    expect(of('Licence?').answer).toMatchObject({ value: { kind: 'single_choice', choiceIds: ['yes'] }, qualifies: true });
    expect(of('Right to work?').answer).toMatchObject({ value: { kind: 'yes_no', yes: false }, qualifies: false });
    expect(of('Years of experience?').answer).toMatchObject({ qualifies: false });
    expect(of('Shifts?').answer).toMatchObject({ qualifies: null });
    expect(of('Shifts?').question.Question_Kind).toBe('multiple_choice');

    const list = (q: string) => call('GET', `/api/CampaignLine?campaignId=${job.id}${q}`, tenants.owner.auth);
    const unmet = wrapper(await list('&screening=unmet')).data as CandidateListRow[];
    expect(unmet.map((r) => r.pk_CampaignLine_ID)).toEqual([l.line.id]);
    expect(unmet[0].DidNotMeet).toEqual(['Right to work?', 'Years of experience?']);
    expect(wrapper(await list('&screening=met')).data).toEqual([]);
    // Another company cannot read them.
    const other = await call('GET', `/api/QuestionResponse/getQeustionResponseByCampaignLineID/${job.id}/${l.line.id}`, tenants.outsider.auth);
    expect(other.statusCode).toBe(404);
  });

  it('needs every required answer to finish: 409 naming the questions still missing', async () => {
    const { base, headers, answer, byText } = await kindsJob();
    await answer('Tell us about you', { kind: 'text', text: 'Hello' });
    const res = await t.app.inject({ method: 'POST', url: `${base}/complete`, headers });
    expect(res.statusCode).toBe(409);
    const missing = wrapper(res).details?.questions ?? [];
    expect(missing).toContain(String(byText('Licence?')));
    expect(missing).toContain(String(byText('Why us?')));
    expect(missing).not.toContain(String(byText('Tell us about you')));
    // Optional: the date question is never missing.
    expect(missing).not.toContain(String(byText('Start date?')));
  });

  it('takes a file answer judged by its content, not its name, up to the size limit; reviewers download it', async () => {
    const { base, headers, byText, l, job } = await kindsJob();
    const url = `${base}/answers/${byText('Your certificate')}/file`;
    const send = (body: ReturnType<typeof multipartBody>) => t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload });
    const fake = await send(multipartBody({ name: 'cert.pdf', data: Buffer.from('MZ not a pdf at all'), type: 'application/pdf' }));
    expect(fake.statusCode).toBe(415);
    expect(wrapper(fake).details).toEqual({ file: [MSG.answerFileWrongType] });
    const big = await send(multipartBody({ name: 'cert.pdf', data: Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 + 1)]) }));
    expect(big.statusCode).toBe(413);
    const png = Buffer.concat([Buffer.from('89504E470D0A1A0A', 'hex'), Buffer.alloc(64, 7)]);
    const ok = await send(multipartBody({ name: 'photo.txt', data: png }));
    expect(ok.statusCode).toBe(201);
    expect(wrapper(ok).data).toMatchObject({ answer: { kind: 'file', file: { name: 'photo.txt', sizeBytes: png.length, contentType: 'image/png' } } });
    const fileUrl = `/api/QuestionAnswer/File/${job.id}/${l.line.id}/${byText('Your certificate')}`;
    const got = await call('GET', fileUrl, tenants.owner.auth);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', fileUrl, tenants.outsider.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: fileUrl })).statusCode).toBe(401);
  });
});

describe('ending the interview on screening', () => {
  it('ends when the candidate moves on from the screening questions, with the recruiter\'s message, and refuses further answers; a flag-only job carries on', async () => {
    const hook = await call('POST', '/api/Webhook', tenants.owner.auth, { Url: 'https://hooks.example.com/candid', Events: ['interview.completed'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const completedEvent = async (lineId: number) =>
      (await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'interview.completed'))).map((e) => e.payload).find((d) => d.candidateId === lineId);
    const ending = await kindsJob({ screeningAction: 'end', screeningEndMessage: 'Thanks, we need a full licence.' });
    // A disqualifying answer before the other screening questions are answered does not end it yet.
    const first = await ending.answer('Licence?', { kind: 'single_choice', choiceIds: ['none'] });
    expect(wrapper(first).data).toMatchObject({ screening: { ended: false } });
    await ending.answer('Right to work?', { kind: 'yes_no', yes: true });
    // Every screening question answered, one not met: saving does not end it, so a wrong choice can still be changed.
    const last = await ending.answer('Years of experience?', { kind: 'number', number: 10 });
    expect(wrapper(last).data).toMatchObject({ screening: { ended: false } });
    const changed = await ending.answer('Licence?', { kind: 'single_choice', choiceIds: ['yes'] });
    expect(wrapper(changed).data).toMatchObject({ screening: { ended: false } });
    const moveOn = () => t.app.inject({ method: 'POST', url: `${ending.base}/screening`, headers: ending.headers });
    // Met after the change: moving on carries on.
    expect(wrapper(await moveOn()).data).toEqual({ screening: { ended: false, message: null } });
    // Not met again: no recording may start before the candidate moves on...
    await ending.answer('Licence?', { kind: 'single_choice', choiceIds: ['none'] });
    const recording = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/answers',
      headers: { ...ending.headers, 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': answerMetadata({ campaignId: ending.l.campaignId, enterpriseId: ending.l.enterpriseId, questionId: ending.byText('Why us?') }) },
    });
    expect(recording.statusCode, recording.body).toBe(409);
    // ...and moving on ends it, with the recruiter's message; asking again answers the same.
    const ended = await moveOn();
    expect(ended.statusCode, ended.body).toBe(200);
    expect(wrapper(ended).data).toEqual({ screening: { ended: true, message: 'Thanks, we need a full licence.' } });
    expect(wrapper(await moveOn()).data).toEqual({ screening: { ended: true, message: 'Thanks, we need a full licence.' } });
    expect((await ending.session()).screening).toEqual({ ended: true, message: 'Thanks, we need a full licence.' });
    const refused = await ending.answer('Tell us about you', { kind: 'text', text: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(wrapper(refused).message).toBe(MSG.screeningEnded);
    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, ending.l.line.id));
    expect(line.screeningUnmet).toBe(true);
    expect(line.completedAt).not.toBeNull();
    // Flagged, never rejected by the flag.
    expect(line.status).not.toBe(5);
    // Receivers are told the outcome as a state, never the answers.
    expect(await completedEvent(line.id)).toEqual({
      jobId: ending.job.id,
      candidateId: line.id,
      completedAt: line.completedAt,
      screening: 'unmet',
      endedOnScreening: true,
    });

    const flagging = await kindsJob();
    await flagging.answer('Licence?', { kind: 'single_choice', choiceIds: ['none'] });
    await flagging.answer('Right to work?', { kind: 'yes_no', yes: true });
    const carried = await flagging.answer('Years of experience?', { kind: 'number', number: 10 });
    expect(wrapper(carried).data).toMatchObject({ screening: { ended: false } });
    expect((await flagging.answer('Tell us about you', { kind: 'text', text: 'Hello' })).statusCode).toBe(200);

    // Answering past the screening questions is moving on too: the interview ends there and that answer is refused.
    const skipping = await kindsJob({ screeningAction: 'end' });
    await skipping.answer('Licence?', { kind: 'single_choice', choiceIds: ['none'] });
    await skipping.answer('Right to work?', { kind: 'yes_no', yes: true });
    await skipping.answer('Years of experience?', { kind: 'number', number: 10 });
    const beyond = await skipping.answer('Tell us about you', { kind: 'text', text: 'Hello' });
    expect(beyond.statusCode).toBe(409);
    expect(wrapper(beyond).message).toBe(MSG.screeningEnded);
    expect((await skipping.session()).screening).toEqual({ ended: true, message: MSG.screeningEndedDefault });
    expect((await skipping.session()).completedAt).not.toBeNull();
  });
});

describe('search over written answers', () => {
  it("finds a candidate by what they wrote, stemmed in the company's language, with a match to read (no recording, no time); never another company's", async () => {
    const { answer, byText, l } = await kindsJob();
    expect((await answer('Tell us about you', { kind: 'text', text: 'Forklifts and reach trucks' })).statusCode).toBe(200);
    const [row] = await t.app.ctx.db
      .select({ tsConfig: questionAnswers.tsConfig })
      .from(questionAnswers)
      .where(eq(questionAnswers.campaignLineId, l.line.id));
    expect(row.tsConfig).toBe('english');

    const found = await call('GET', `/api/CampaignLine?transcriptQuery=${encodeURIComponent('reach truck')}`, tenants.owner.auth);
    expect(found.statusCode, found.body).toBe(200);
    const rows = wrapper(found).data as CandidateListRow[];
    expect(rows.map((r) => r.pk_CampaignLine_ID)).toEqual([l.line.id]);
    const match = rows[0].TranscriptMatch!;
    expect(match).toMatchObject({ QuestionResponse_ID: null, Start: null, fk_Question_ID: byText('Tell us about you') });
    expect(match.Highlights.map(([s, e]) => match.Snippet.slice(s, e))).toEqual(['reach', 'trucks']);
    // Words nobody wrote find nobody; the same words in another company find only theirs.
    expect(wrapper(await call('GET', '/api/CampaignLine?transcriptQuery=paperwork', tenants.owner.auth)).data).toEqual([]);
    expect(wrapper(await call('GET', '/api/CampaignLine?transcriptQuery=reach', tenants.outsider.auth)).data).toEqual([]);
  });
});
