import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { interviewSavedAnswerSchema, type AnswerValue } from '@candid/shared';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { callsTo, fail, mockApi, ok, type MockReply } from '../../test/api';
import { InterviewApp } from '../App';
import { AnswerSaver } from '../answers';
import { AnswerStep } from './AnswerStep';
import { answersStorageKey } from '../constants';
import { readProgress, saveProgress } from '../storage';
import { buildLanding, buildQuestion, buildSession } from '../test/fixtures';
import type { SessionQuestion } from '../types';
import { MemoryChunkStore } from '../upload/chunkStore';
import { t } from '../i18n';

/*
 * Questions answered without a recording (issue 29), through the whole app with a stubbed API.
 * The answer routes are on the server's branch `kinds`: until they are merged the contract table
 * (src/test/contract.ts) does not know them, so their replies are parsed here against the
 * contract's interviewSavedAnswerSchema instead.
 */

const SESSION = '/api/interview/5/7/session';
const answerPath = (id: number) => `/api/interview/5/7/answers/${id}`;

const NOT_ENDED = { ended: false, message: null };

function savedReply(questionId: number, answer: AnswerValue, screening: { ended: boolean; message: string | null } = NOT_ENDED): MockReply {
  return ok(interviewSavedAnswerSchema.parse({ questionId, answer, screening }));
}

/** Echoes the answer sent, as the server saves it. */
const echo = (questionId: number) => (_url: URL, init: RequestInit) =>
  savedReply(questionId, JSON.parse(init.body as string) as AnswerValue);

function start(questions: SessionQuestion[], routes: Parameters<typeof mockApi>[0] = [], session = {}) {
  window.localStorage.setItem('candid.interview.5', 'tok');
  const ref = { campaignId: 5, enterpriseId: 7 };
  saveProgress(ref, { ...readProgress(ref), resumeStepDone: true });
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/interview/5/7', reply: ok(buildLanding({ questionCount: questions.length })) },
    { method: 'GET', path: SESSION, reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z', questions, ...session })) },
    ...routes,
  ]);
  window.history.replaceState(null, '', '/invite/5/7');
  render(<InterviewApp openStore={async () => ({ store: new MemoryChunkStore(), persistent: false })} />);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof mockApi>, id: number) =>
  callsTo(fetchMock, answerPath(id)).map(([, init]) => JSON.parse(init.body as string) as unknown);

const nextButton = () => screen.getByRole('button', { name: t('nextQuestion') }) as HTMLButtonElement;
const finishButton = () => screen.getByRole('button', { name: t('finishInterview') }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('candidate app: written answers', () => {
  it('labels the box with the question, counts words against the limit, shows the time left and saves as the candidate types', async () => {
    const q = buildQuestion(1, { kind: 'text', text: 'Tell us about a hard day.', settings: { wordLimit: 5, timeLimitSeconds: 120 } });
    const fetchMock = start([q, buildQuestion(2, { kind: 'yes_no' })], [{ method: 'PUT', path: answerPath(1), reply: echo(1) }]);

    const box = (await screen.findByLabelText('Tell us about a hard day.')) as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(screen.getByText(t('wordCountOf', { count: 0, limit: 5 }))).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('2:00');
    // Think time, answer time and retakes are for recorded answers only.
    expect(screen.queryByText(t('thinkTime'), { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: /record/i })).toBeNull();
    expect(nextButton().disabled).toBe(true);
    expect(screen.getByText(t('answerNeeded'))).toBeTruthy();

    fireEvent.change(box, { target: { value: 'A long queue' } });
    fireEvent.change(box, { target: { value: 'A long queue and no milk' } });
    expect(screen.getByText(t('wordCountOf', { count: 6, limit: 5 }))).toBeTruthy();
    expect(screen.getByText(t('server.answerTextTooLong', { limit: 5 }))).toBeTruthy();
    expect(nextButton().disabled).toBe(false);
    expect(await screen.findByText(t('answerSaved'))).toBeTruthy();
    // Debounced: one save of the last text, not one per change.
    expect(bodies(fetchMock, 1)).toEqual([{ kind: 'text', text: 'A long queue and no milk' }]);
    expect(window.localStorage.getItem(answersStorageKey(5))).toBeNull();
  });

  it('shows the server’s refusal and its details next to the field, and keeps Next disabled', async () => {
    const q = buildQuestion(1, { kind: 'text', settings: { wordLimit: 3 } });
    start([q, buildQuestion(2, { kind: 'yes_no' })], [
      {
        method: 'PUT',
        path: answerPath(1),
        reply: fail(400, 'Please check your answer.', { text: [CANDIDATE_MSG.answerTextTooLong(3)] }),
      },
    ]);
    fireEvent.change(await screen.findByLabelText(q.text), { target: { value: 'one two' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please check your answer.');
    expect(alert.textContent).toContain(CANDIDATE_MSG.answerTextTooLong(3));
    expect(screen.getByLabelText(q.text).getAttribute('aria-describedby')).toContain(alert.id);
    expect(nextButton().disabled).toBe(true);
    expect(screen.getByText(t('answerInvalid'))).toBeTruthy();
  });

  it('keeps a text typed without a connection on the device, says so, and saves it when the connection returns', async () => {
    const q = buildQuestion(1, { kind: 'text' });
    let online = false;
    const fetchMock = start([q], [
      {
        method: 'PUT',
        path: answerPath(1),
        reply: (url, init) => (online ? echo(1)(url, init) : Promise.reject(new TypeError('Failed to fetch'))),
      },
    ]);
    fireEvent.change(await screen.findByLabelText(q.text), { target: { value: 'Written on a train' } });
    expect(await screen.findByText(t('answerWaiting'))).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(answersStorageKey(5)) ?? '{}')).toEqual({ 1: { kind: 'text', text: 'Written on a train' } });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(t('answerSaved'))).toBeTruthy();
    expect(bodies(fetchMock, 1).at(-1)).toEqual({ kind: 'text', text: 'Written on a train' });
    expect(window.localStorage.getItem(answersStorageKey(5))).toBeNull();
  });

  it('after a reload shows the saved answer, and sends an answer the closed page left unsaved', async () => {
    window.localStorage.setItem(answersStorageKey(5), JSON.stringify({ 2: { kind: 'yes_no', yes: true } }));
    const saved = buildQuestion(1, { kind: 'text', answer: { kind: 'text', text: 'Saved before' } });
    const pending = buildQuestion(2, { kind: 'yes_no' });
    const open = buildQuestion(3, { kind: 'single_choice', settings: { options: [{ id: 'a', label: 'Mornings' }, { id: 'b', label: 'Evenings' }] } });
    const fetchMock = start([saved, pending, open], [{ method: 'PUT', path: answerPath(2), reply: echo(2) }]);
    // Both answered: the app continues at the first open question.
    expect(await screen.findByRole('heading', { level: 1, name: t('questionOf', { n: 3, total: 3 }) })).toBeTruthy();
    await waitFor(() => expect(bodies(fetchMock, 2)).toEqual([{ kind: 'yes_no', yes: true }]));
  });

  it('a question shows its saved answer, or the one this device still holds', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    window.localStorage.setItem(answersStorageKey(5), JSON.stringify({ 2: { kind: 'text', text: 'Kept on the device' } }));
    const saver = new AnswerSaver({ campaignId: 5, enterpriseId: 7 }, 'tok', { saved: () => undefined, ended: () => undefined });
    const saved = buildQuestion(1, { kind: 'text', answer: { kind: 'text', text: 'Saved before' } });
    render(<AnswerStep question={saved} index={0} total={2} saver={saver} onNext={() => undefined} />);
    expect((screen.getByLabelText(saved.text) as HTMLTextAreaElement).value).toBe('Saved before');
    cleanup();
    const kept = buildQuestion(2, { kind: 'text' });
    render(<AnswerStep question={kept} index={1} total={2} saver={saver} onNext={() => undefined} />);
    expect((screen.getByLabelText(kept.text) as HTMLTextAreaElement).value).toBe('Kept on the device');
    expect(screen.getByText(t('answerSaving'))).toBeTruthy();
    saver.dispose();
  });
});

describe('candidate app: chosen, number and date answers', () => {
  it('single choice: a radio group whose legend is the question, saved on change', async () => {
    const q = buildQuestion(1, { kind: 'single_choice', settings: { options: [{ id: 'a', label: 'Mornings' }, { id: 'b', label: 'Evenings' }] } });
    const fetchMock = start([q], [{ method: 'PUT', path: answerPath(1), reply: echo(1) }]);
    const group = await screen.findByRole('radiogroup', { name: q.text });
    expect(group.tagName).toBe('FIELDSET');
    fireEvent.click(screen.getByRole('radio', { name: 'Evenings' }));
    expect(await screen.findByText(t('answerSaved'))).toBeTruthy();
    expect(bodies(fetchMock, 1)).toEqual([{ kind: 'single_choice', choiceIds: ['b'] }]);
    expect(finishButton().disabled).toBe(false);
  });

  it('multiple choice: checkboxes, each change saves the chosen set', async () => {
    const options = [{ id: 'a', label: 'Espresso' }, { id: 'b', label: 'Latte art' }, { id: 'c', label: 'Cold brew' }];
    const q = buildQuestion(1, { kind: 'multiple_choice', settings: { options } });
    const fetchMock = start([q], [{ method: 'PUT', path: answerPath(1), reply: echo(1) }]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Espresso' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cold brew' }));
    await waitFor(() => expect(bodies(fetchMock, 1).at(-1)).toEqual({ kind: 'multiple_choice', choiceIds: ['a', 'c'] }));
    expect((screen.getByRole('checkbox', { name: 'Latte art' }) as HTMLInputElement).checked).toBe(false);
  });

  it('yes/no: two radios', async () => {
    const q = buildQuestion(1, { kind: 'yes_no', text: 'Can you work weekends?' });
    const fetchMock = start([q], [{ method: 'PUT', path: answerPath(1), reply: echo(1) }]);
    await screen.findByRole('radiogroup', { name: 'Can you work weekends?' });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: t('no') }));
    await waitFor(() => expect(bodies(fetchMock, 1)).toEqual([{ kind: 'yes_no', yes: false }]));
  });

  it('number: min and max on the input and in its hint; out of range is refused without sending', async () => {
    const q = buildQuestion(1, { kind: 'number', text: 'Years of experience?', settings: { min: 0, max: 40 } });
    const fetchMock = start([q], [{ method: 'PUT', path: answerPath(1), reply: echo(1) }]);
    const input = (await screen.findByLabelText('Years of experience?')) as HTMLInputElement;
    expect(input.type).toBe('number');
    expect([input.min, input.max]).toEqual(['0', '40']);
    expect(screen.getByText(t('numberFromTo', { min: 0, max: 40 }))).toBeTruthy();
    fireEvent.change(input, { target: { value: '41' } });
    expect((await screen.findByRole('alert')).textContent).toContain(t('server.answerNumberAbove', { max: 40 }));
    expect(finishButton().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '5' } });
    await waitFor(() => expect(bodies(fetchMock, 1)).toEqual([{ kind: 'number', number: 5 }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('date: a date input, saved as YYYY-MM-DD', async () => {
    const q = buildQuestion(1, { kind: 'date', text: 'When can you start?' });
    const fetchMock = start([q], [{ method: 'PUT', path: answerPath(1), reply: echo(1) }]);
    const input = (await screen.findByLabelText('When can you start?')) as HTMLInputElement;
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2026-01-31' } });
    await waitFor(() => expect(bodies(fetchMock, 1)).toEqual([{ kind: 'date', date: '2026-01-31' }]));
  });

  it('an optional question can be passed without an answer and is not asked again; a required one cannot', async () => {
    const optional = buildQuestion(1, { kind: 'yes_no', required: false });
    const required = buildQuestion(2, { kind: 'date', required: true });
    start([optional, required]);
    await screen.findByRole('radiogroup', { name: `${optional.text} (${t('optional')})` });
    expect(nextButton().disabled).toBe(false);
    fireEvent.click(nextButton());
    expect(await screen.findByRole('heading', { level: 1, name: t('questionOf', { n: 2, total: 2 }) })).toBeTruthy();
    expect(finishButton().disabled).toBe(true);
    expect(finishButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(finishButton().getAttribute('aria-describedby')!)?.textContent).toBe(t('answerNeeded'));
    cleanup();
    // A reload: the passed optional question is not shown again.
    start([optional, required]);
    expect(await screen.findByRole('heading', { level: 1, name: t('questionOf', { n: 2, total: 2 }) })).toBeTruthy();
  });
});

/** XMLHttpRequest for the file upload: the test sees what was sent and answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('candidate app: file answers', () => {
  it('shows the types and size allowed, uploads with a progress bar, and shows the server’s refusal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const q = buildQuestion(1, { kind: 'file', text: 'Your barista certificate' });
    start([q]);
    const input = (await screen.findByLabelText(new RegExp(q.text))) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('.pdf');
    expect(screen.getByText(t('fileHint'))).toBeTruthy();
    expect(finishButton().disabled).toBe(true);

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain(t('server.answerFileWrongType'));
    expect(FakeXhr.last).toBeNull();

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' })] } });
    const xhr = FakeXhr.last as FakeXhr | null;
    expect(xhr?.url).toBe(answerPath(1) + '/file');
    expect((xhr?.body?.get('file') as File).name).toBe('cert.pdf');
    act(() => xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: t('fileUploading') }).getAttribute('aria-valuenow')).toBe('40');
    act(() => xhr?.respond(415, { successful: false, status: 415, data: null, message: CANDIDATE_MSG.answerFileWrongType }));
    expect((await screen.findByRole('alert')).textContent).toContain(t('server.answerFileWrongType'));

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' })] } });
    const file = { name: 'cert.pdf', sizeBytes: 4, contentType: 'application/pdf' };
    act(() => FakeXhr.last?.respond(201, { successful: true, status: 201, data: interviewSavedAnswerSchema.parse({ questionId: 1, answer: { kind: 'file', file }, screening: NOT_ENDED }) }));
    expect(await screen.findByText(t('fileUploaded', { name: 'cert.pdf' }))).toBeTruthy();
    expect(finishButton().disabled).toBe(false);
  });
});

describe('candidate app: screening end', () => {
  it('a session screening ended shows the recruiter’s message and no question', async () => {
    start([buildQuestion(1, { kind: 'yes_no' })], [], { screening: { ended: true, message: 'Thank you, we need a licence holder.' } });
    expect(await screen.findByRole('heading', { level: 1, name: t('screeningEndTitle') })).toBeTruthy();
    expect(screen.getByText('Thank you, we need a licence holder.')).toBeTruthy();
    // No question; the data request form, as on the closing page.
    expect(screen.queryByRole('radio', { name: t('yes') })).toBeNull();
    expect(screen.getByRole('button', { name: t('dataRequestSend') })).toBeTruthy();
  });

  it('an interview both ended on screening and completed shows the screening page, not the closing one', async () => {
    start([buildQuestion(1, { kind: 'yes_no' })], [], { completedAt: '2025-01-02T00:00:00Z', screening: { ended: true, message: 'Thank you, we need a licence holder.' } });
    expect(await screen.findByRole('heading', { level: 1, name: t('screeningEndTitle') })).toBeTruthy();
    expect(screen.getByText('Thank you, we need a licence holder.')).toBeTruthy();
  });

  it('an answer whose reply ends screening moves to the end page, with the default message when none is written', async () => {
    const q = buildQuestion(1, { kind: 'yes_no', screening: true });
    start([q, buildQuestion(2, { kind: 'date' })], [
      {
        method: 'PUT',
        path: answerPath(1),
        reply: savedReply(1, { kind: 'yes_no', yes: false }, { ended: true, message: null }),
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: t('no') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('screeningEndTitle') })).toBeTruthy();
    expect(screen.getByText(t('server.screeningEndedDefault'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('nextQuestion') })).toBeNull();
  });

  const SCREENING = '/api/interview/5/7/screening';

  it('ends only when the candidate moves on: a wrong choice can be changed first, and Next asks the server once the answer is saved', async () => {
    const screening = buildQuestion(1, { kind: 'yes_no', screening: true });
    const fetchMock = start([screening, buildQuestion(2, { kind: 'date' })], [
      { method: 'PUT', path: answerPath(1), reply: echo(1) },
      { method: 'POST', path: SCREENING, reply: ok({ screening: { ended: true, message: 'Thank you, we need a licence holder.' } }) },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: t('no') }));
    await waitFor(() => expect(bodies(fetchMock, 1)).toEqual([{ kind: 'yes_no', yes: false }]));
    // Saved, and still on the question: the candidate may change it.
    expect(await screen.findByText(t('answerSaved'))).toBeTruthy();
    expect(screen.getByRole('radio', { name: t('no') })).toBeTruthy();
    expect(callsTo(fetchMock, SCREENING)).toHaveLength(0);
    fireEvent.click(nextButton());
    expect(await screen.findByRole('heading', { level: 1, name: t('screeningEndTitle') })).toBeTruthy();
    expect(screen.getByText('Thank you, we need a licence holder.')).toBeTruthy();
    expect(callsTo(fetchMock, SCREENING)).toHaveLength(1);
  });

  it('carries on to the next question when the server says screening did not end it', async () => {
    const screening = buildQuestion(1, { kind: 'yes_no', screening: true });
    const fetchMock = start([screening, buildQuestion(2, { kind: 'date', text: 'When could you start?' })], [
      { method: 'PUT', path: answerPath(1), reply: echo(1) },
      { method: 'POST', path: SCREENING, reply: ok({ screening: NOT_ENDED }) },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: t('yes') }));
    fireEvent.click(nextButton());
    expect(await screen.findByText('When could you start?')).toBeTruthy();
    expect(callsTo(fetchMock, SCREENING)).toHaveLength(1);
  });

  it('asks the server before showing a question past screening after a reload, so a reload does not skip the end', async () => {
    const screening = buildQuestion(1, { kind: 'yes_no', screening: true, answer: { kind: 'yes_no', yes: false } });
    const fetchMock = start([screening, buildQuestion(2, { kind: 'date', text: 'When could you start?' })], [
      { method: 'POST', path: SCREENING, reply: ok({ screening: { ended: true, message: null } }) },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: t('screeningEndTitle') })).toBeTruthy();
    expect(screen.queryByText('When could you start?')).toBeNull();
    expect(callsTo(fetchMock, SCREENING)).toHaveLength(1);
  });
});
