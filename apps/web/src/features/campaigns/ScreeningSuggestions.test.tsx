import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG, type QuestionDraft } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockReply, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, buildJob, signIn } from '../../test/session';

const PATH = '/api/Question/GenerateTypedQuestions';

const DRAFTS: QuestionDraft[] = [
  {
    Question_Text: 'Do you have the right to work in the country where this role is based?',
    Question_Required: true,
    Question_Kind: 'yes_no',
    Question_Settings: { qualifyingAnswer: true },
  },
  {
    Question_Text: 'How much notice do you need to give before you can start?',
    Question_Required: true,
    Question_Kind: 'single_choice',
    Question_Settings: { options: [{ id: 'none', label: 'None' }, { id: '2-weeks', label: '2 weeks' }] },
  },
  {
    Question_Text: 'How many years have you worked in hospitality?',
    Question_Required: false,
    Question_Kind: 'number',
    Question_Settings: { min: 0, max: 60 },
  },
];

async function openCreate(reply: MockReply | (() => Promise<MockReply>)) {
  signIn();
  const routes: MockRoute[] = [
    { method: 'POST', path: PATH, reply },
    { method: 'POST', path: '/api/Campaign/SaveJob', reply: ok({ campaign: buildJob({ pk_Campaign_ID: 99 }), questions: [], created: true }, 201) },
    ...baseRoutes(),
    { method: 'GET', path: '/api/JobCategory', reply: ok([{ JobId: 1, JobName: 'Accounting', JobBoardCode: '' }]) },
    { method: 'GET', path: '/api/Country', reply: ok([{ countryId: 5, countryCode: 'AU', country: 'Australia' }]) },
  ];
  const fetchMock = mockApi(routes);
  renderApp('/campaign/create');
  await screen.findByRole('heading', { name: 'Create Job' });
  return fetchMock;
}

const suggestButton = () => screen.getByRole('button', { name: 'Suggest screening questions' });

describe('Suggest screening questions', () => {
  it('adds the drafts with their kind, Required and settings, which the job then saves', async () => {
    let release: () => void = () => undefined;
    const fetchMock = await openCreate(() => new Promise<MockReply>((resolve) => (release = () => resolve(ok(DRAFTS)))));
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
    suggestButton().focus();
    fireEvent.click(suggestButton());

    expect(await screen.findByRole('progressbar', { name: 'Suggesting screening questions' })).toBeTruthy();
    expect((suggestButton() as HTMLButtonElement).disabled).toBe(true);
    release();

    const answers = await screen.findAllByRole('group', { name: /^Question \d+ answer$/ });
    expect(answers).toHaveLength(3);
    expect(within(answers[0]).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('Yes / No');
    expect(within(answers[1]).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('One choice');
    expect(within(answers[2]).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('Number');
    expect((within(answers[2]).getByRole('switch', { name: 'Required' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('progressbar', { name: 'Suggesting screening questions' })).toBeNull();
    expect((suggestButton() as HTMLButtonElement).disabled).toBe(false);

    const [url] = callsTo(fetchMock, PATH)[0];
    const query = new URL(String(url), 'http://localhost').searchParams;
    expect(query.get('JobTitle')).toBe('Barista');
    expect(query.get('Kinds')).toBe('yes_no,single_choice,multiple_choice,number,date');
    expect(Number(query.get('QuestionNumber'))).toBeGreaterThanOrEqual(1);

    // Asking again adds nothing already on the list.
    fireEvent.click(suggestButton());
    await screen.findByRole('progressbar', { name: 'Suggesting screening questions' });
    release();
    expect(await screen.findAllByRole('group', { name: /^Question \d+ answer$/ })).toHaveLength(3);

    await screen.findByText('Acme Recruiting');
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    expect(await screen.findByText(MSG.jobCreated)).toBeTruthy();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Campaign/SaveJob')[0][1].body));
    expect(body.questions).toEqual(
      DRAFTS.map((d) => ({
        Question_Text: d.Question_Text,
        ChatGTP_Question_Text: d.Question_Text,
        Question_Required: d.Question_Required,
        Question_Kind: d.Question_Kind,
        Question_Settings: d.Question_Settings,
      })),
    );
  });

  it('shows a clear error when nothing could be suggested, and asks for a title first', async () => {
    const fetchMock = await openCreate(fail(502, MSG.questionGenerationFailed));
    fireEvent.click(suggestButton());
    expect(await screen.findByText(MSG.jobTitleRequired)).toBeTruthy();
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
    fireEvent.click(suggestButton());
    const alert = await screen.findByText(/Screening questions could not be suggested/);
    expect(alert.textContent).toContain(MSG.questionGenerationFailed);
    expect(screen.getByText('No questions available')).toBeTruthy();
  });
});
