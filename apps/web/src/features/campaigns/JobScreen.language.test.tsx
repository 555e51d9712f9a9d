import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GenerationLanguages } from '@candid/shared';
import { callsTo, mockApi, ok, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, signIn } from '../../test/session';

/*
 * The job's language reaches the generators (issue 32), and a job in a language the built-in
 * writer does not write says that generated text comes in English.
 */

const OFFLINE: GenerationLanguages = { Provider: 'offline', Languages: ['en'] };
const MODEL: GenerationLanguages = { Provider: 'openai-compatible', Languages: [] };

const QUESTIONS_NOTE = 'The built-in writer writes English only; questions are in English.';
const DESCRIPTION_NOTE = 'The built-in writer writes English only; the description is in English.';

async function openCreate(writer: GenerationLanguages, overrides: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi([
    ...overrides,
    { method: 'GET', path: '/api/Generation/Languages', reply: ok(writer) },
    ...baseRoutes(),
    { method: 'GET', path: '/api/JobCategory', reply: ok([{ JobId: 1, JobName: 'Accounting', JobBoardCode: '' }]) },
    { method: 'GET', path: '/api/Country', reply: ok([{ countryId: 5, countryCode: 'AU', country: 'Australia' }]) },
  ]);
  renderApp('/campaign/create');
  await screen.findByRole('heading', { name: 'Create Job' });
  await waitFor(() => expect(callsTo(fetchMock, '/api/Generation/Languages')).toHaveLength(1));
  return fetchMock;
}

async function chooseLanguage(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Candidate language' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the job’s language and the generators', () => {
  it('asks for questions, screening drafts and the description in the job’s language', async () => {
    const fetchMock = await openCreate(MODEL, [
      { method: 'POST', path: '/api/Question/GenerateQuestion', reply: ok(['¿Por qué este puesto?']) },
      { method: 'POST', path: '/api/Question/GenerateTypedQuestions', reply: ok([]) },
      { method: 'POST', path: '/api/Snippet/GenerateJobDescription', reply: ok({ html: '<h1>Camarero</h1>', text: 'Camarero' }) },
    ]);
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Camarero' } });
    await screen.findByText('Acme Recruiting');
    await chooseLanguage('Spanish (Spain)');

    fireEvent.click(screen.getByRole('button', { name: 'Generate Question' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('¿Por qué este puesto?')).toBeTruthy();
    const [[questionsUrl]] = callsTo(fetchMock, '/api/Question/GenerateQuestion');
    expect(questionsUrl.searchParams.get('Language')).toBe('es-ES');

    fireEvent.click(screen.getByRole('button', { name: 'Suggest screening questions' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Question/GenerateTypedQuestions')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/Question/GenerateTypedQuestions')[0][0].searchParams.get('Language')).toBe('es-ES');

    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Snippet/GenerateJobDescription')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/Snippet/GenerateJobDescription')[0][1].body))).toMatchObject({ jobTitle: 'Camarero', language: 'es-ES' });

    // An AI model writes Spanish: no note.
    expect(screen.queryByText(QUESTIONS_NOTE)).toBeNull();
    expect(screen.queryByText(DESCRIPTION_NOTE)).toBeNull();
  });

  it('says the built-in writer writes English only, beside both generators, for a job in another language', async () => {
    await openCreate(OFFLINE);
    // An English job: the built-in writer writes it.
    expect(screen.queryByText(QUESTIONS_NOTE)).toBeNull();
    await chooseLanguage('English (United Kingdom)');
    expect(screen.queryByText(QUESTIONS_NOTE)).toBeNull();

    await chooseLanguage('German (Germany)');
    expect(await screen.findByText(QUESTIONS_NOTE)).toBeTruthy();
    expect(screen.getByText(DESCRIPTION_NOTE)).toBeTruthy();

    await chooseLanguage('English (Australia)');
    await waitFor(() => expect(screen.queryByText(QUESTIONS_NOTE)).toBeNull());
    expect(screen.queryByText(DESCRIPTION_NOTE)).toBeNull();
  });
});
