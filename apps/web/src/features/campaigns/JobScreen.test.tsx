import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INTERVIEW_DIALOG_DEFAULTS, JOB_DEFAULTS, MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, buildJob, buildQuestion, signIn } from '../../test/session';
import { buildTemplate, buildTemplateQuestion } from '../../test/templates';
import { buildFunnel } from '../funnel/test/fixtures';


function routes(overrides: MockRoute[] = []): MockRoute[] {
  return [
    ...overrides,
    ...baseRoutes(),
    { method: 'GET', path: '/api/JobCategory', reply: ok([{ JobId: 1, JobName: 'Accounting', JobBoardCode: '' }]) },
    { method: 'GET', path: '/api/Country', reply: ok([{ countryId: 5, countryCode: 'AU', country: 'Australia' }]) },
  ];
}

async function openCreate(overrides: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi(routes(overrides));
  renderApp('/campaign/create');
  await screen.findByRole('heading', { name: 'Create Job' });
  return fetchMock;
}

async function addQuestion(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
  fireEvent.change(screen.getByLabelText('New question'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));

describe('Create job screen', () => {
  it('has the three sections open, each heading a button with aria-expanded', async () => {
    await openCreate();
    for (const name of ['Job Detail', 'Interview Questions', 'Job Description']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Job Detail' }));
    expect(screen.getByRole('button', { name: 'Job Detail' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('No questions available')).toBeTruthy();
  });

  it('rejects a blank question and a duplicate one', async () => {
    await openCreate();
    await addQuestion('   ');
    expect(await screen.findByText(MSG.enterQuestion)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New question'), { target: { value: 'Why this job?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await screen.findByText('Why this job?');
    await addQuestion('  why THIS   job? ');
    expect(await screen.findByText(MSG.questionExists)).toBeTruthy();
  });

  it('validates in the SPEC order: questions first', async () => {
    await openCreate();
    save();
    expect(await screen.findByText(MSG.questionBeingGenerated)).toBeTruthy();
  });

  it('validates in the SPEC order: then the company', async () => {
    await openCreate([{ method: 'GET', path: '/api/Enterprise/7', reply: fail(500) }]);
    await addQuestion('Why this job?');
    await screen.findByText('Why this job?');
    save();
    expect(await screen.findByText(MSG.selectCompany)).toBeTruthy();
  });

  it('validates in the SPEC order: then the title', async () => {
    await openCreate();
    await addQuestion('Why this job?');
    await screen.findByText('Why this job?');
    await screen.findByText('Acme Recruiting');
    save();
    expect(await screen.findByText(MSG.campaignTitleRequired)).toBeTruthy();
  });

  it('saves a new job with SaveJob, toasts "Job created" (no id) and shows the Job Created dialog', async () => {
    const fetchMock = await openCreate([
      {
        method: 'POST',
        path: '/api/Campaign/SaveJob',
        reply: ok({ campaign: buildJob({ pk_Campaign_ID: 99 }), questions: [], created: true }, 201),
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: ' Barista ' } });
    await addQuestion('Why this job?');
    await screen.findByText('Why this job?');
    await addQuestion('Tell us about yourself');
    await screen.findByText('Tell us about yourself');
    await screen.findByText('Acme Recruiting');
    save();
    save(); // a second click while saving is ignored
    expect(await screen.findByText(MSG.jobCreated)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Job Created' })).toBeTruthy();
    const calls = callsTo(fetchMock, '/api/Campaign/SaveJob');
    expect(calls).toHaveLength(1);
    const body = JSON.parse(String(calls[0][1].body));
    expect(body.campaign).toMatchObject({
      Campaign_Name: 'Barista',
      Campaign_Job_Title: 'Barista',
      Campaign_Tolerance: 0,
      Campaign_CandidateNumber: 11,
    });
    expect(body.campaign.pk_Campaign_ID).toBeUndefined();
    expect(body.campaign.Campaign_StartDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(body.questions).toEqual([
      { Question_Text: 'Why this job?', ChatGTP_Question_Text: null },
      { Question_Text: 'Tell us about yourself', ChatGTP_Question_Text: null },
    ]);
    expect(body.voice).toBe(JOB_DEFAULTS.voice);
    expect(body.dialogs).toEqual({
      introduction: INTERVIEW_DIALOG_DEFAULTS.introduction,
      closing: INTERVIEW_DIALOG_DEFAULTS.closing,
      engagement: INTERVIEW_DIALOG_DEFAULTS.engagement,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaign/edit'));
  });

  it('template questions join the job with their kind, Required and settings, by their add button or a drop', async () => {
    const yesNo = buildTemplateQuestion({
      pk_QuestionTemplate_ID: 20,
      QuestionTemplate_Text: 'Right to work?',
      QuestionTemplate_Kind: 'yes_no',
      QuestionTemplate_Required: false,
      QuestionTemplate_Settings: { qualifyingAnswer: true },
    });
    const choice = buildTemplateQuestion({
      pk_QuestionTemplate_ID: 21,
      QuestionTemplate_Text: 'Shifts?',
      QuestionTemplate_Kind: 'single_choice',
      QuestionTemplate_Settings: { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings', qualifies: true }] },
    });
    const fetchMock = await openCreate([
      { method: 'GET', path: '/api/Template', reply: ok([buildTemplate({ pk_Template_ID: 1, Template_Name: 'Screening', QuestionCount: 2 })]) },
      { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: ok([yesNo, choice]) },
      { method: 'GET', path: '/api/JobDescription', reply: ok([]) },
      { method: 'POST', path: '/api/Campaign/SaveJob', reply: ok({ campaign: buildJob({ pk_Campaign_ID: 99 }), questions: [], created: true }, 201) },
    ]);
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
    const aside = screen.getByRole('complementary', { name: 'Question templates' });
    fireEvent.click(await within(aside).findByRole('button', { name: /^Screening/ }));
    fireEvent.click(await within(aside).findByRole('button', { name: 'Add question "Right to work?" to the job' }));

    // The drop carries what the panel's drag start put in (dragData.ts).
    const item = within(aside).getByText('Shifts?').closest('li')!;
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; }, files: [], effectAllowed: 'all', dropEffect: 'none' };
    fireEvent.dragStart(item, { dataTransfer });
    fireEvent.drop(screen.getByRole('group', { name: 'Drop Question from templates here' }), { dataTransfer });

    const answers = await screen.findAllByRole('group', { name: /^Question \d+ answer$/ });
    expect(answers).toHaveLength(2);
    expect(within(answers[0]).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('Yes / No');
    expect((within(answers[0]).getByRole('switch', { name: 'Required' }) as HTMLInputElement).checked).toBe(false);
    expect(within(answers[1]).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('One choice');

    await screen.findByText('Acme Recruiting');
    save();
    expect(await screen.findByText(MSG.jobCreated)).toBeTruthy();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Campaign/SaveJob')[0][1].body));
    expect(body.questions).toEqual([
      { Question_Text: 'Right to work?', ChatGTP_Question_Text: null, Question_Required: false, Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } },
      {
        Question_Text: 'Shifts?',
        ChatGTP_Question_Text: null,
        Question_Kind: 'single_choice',
        Question_Settings: { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings', qualifies: true }] },
      },
    ]);
  });

  it('a failed save toasts the retry message; a 402 opens the package-limit modal', async () => {
    let status = 500;
    await openCreate([{ method: 'POST', path: '/api/Campaign/SaveJob', reply: () => fail(status) }]);
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
    await addQuestion('Why this job?');
    await screen.findByText('Why this job?');
    await screen.findByText('Acme Recruiting');
    save();
    expect(await screen.findByText(MSG.somethingWentWrongRetry)).toBeTruthy();
    status = 402;
    save();
    const dialog = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    expect(within(dialog).getByText(MSG.packageLimitText)).toBeTruthy();
  });

  it('pay inputs keep digits and show thousands separators when not focused', async () => {
    await openCreate();
    const from = screen.getByLabelText('Pay from') as HTMLInputElement;
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: '95a000' } });
    expect(from.value).toBe('95000');
    fireEvent.blur(from);
    expect(from.value).toBe('95,000');
  });

  it('opening Sub Category without a main category asks for one', async () => {
    await openCreate();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sub Category' }));
    expect(await screen.findByText(MSG.selectJobCategory)).toBeTruthy();
  });

  it('generating questions without a title asks for the title', async () => {
    await openCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Question' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(MSG.jobTitleRequired)).toBeTruthy();
  });

  it("Add Comment asks for the title, then for the company ('Please select a company !') before it opens", async () => {
    await openCreate([{ method: 'GET', path: '/api/Enterprise/7', reply: fail(500) }]);
    const addComment = () => fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    addComment();
    expect(await screen.findByText(MSG.enterCampaignTitle)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
    await screen.findByText('No company selected');
    addComment();
    expect(await screen.findByText(MSG.selectCompanyBang)).toBeTruthy();
    expect(screen.queryByLabelText('New comment')).toBeNull();
  });

  it("Generate with AI names the company in the description: without one it asks for it and generates nothing", async () => {
    const fetchMock = await openCreate([{ method: 'GET', path: '/api/Enterprise/7', reply: fail(500) }]);
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
    await screen.findByText('No company selected');
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText(MSG.selectCompanyBang)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Snippet/GenerateJobDescription')).toHaveLength(0);
  });

  it('a job for a client no longer offered has no company chosen: Generate with AI asks for one', async () => {
    signIn();
    const fetchMock = mockApi(
      routes([
        { method: 'GET', path: '/api/Campaign/42', reply: ok(buildJob({ Campaign_Tolerance: 12 })) },
        { method: 'GET', path: '/api/QuestionGetPerCampaign/Getquestions/42', reply: ok([buildQuestion(5, 'First?')]) },
        { method: 'GET', path: '/api/CommentGetPerCampaign/Getcomments/42', reply: ok([]) },
      ]),
    );
    renderApp('/campaign/edit?id=42');
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeTruthy();
    await screen.findByText('No company selected');
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText(MSG.selectCompanyBang)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Snippet/GenerateJobDescription')).toHaveLength(0);
    // A saved job takes comments whatever its company (a Hiring Manager comments on jobs they cannot edit).
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByLabelText('New comment')).toBeTruthy();
  });

  it('edit mode loads the job and its questions', async () => {
    signIn();
    mockApi(
      routes([
        { method: 'GET', path: '/api/Campaign/42', reply: ok(buildJob()) },
        {
          method: 'GET',
          path: '/api/QuestionGetPerCampaign/Getquestions/42',
          reply: ok([buildQuestion(5, 'First?')]),
        },
        { method: 'GET', path: '/api/CommentGetPerCampaign/Getcomments/42', reply: ok([]) },
        {
          method: 'GET',
          path: '/api/Campaign/42/Careers',
          reply: ok({ JobUrl: 'http://candid.test/careers/acme/barista', CompanyUrl: 'http://candid.test/careers/acme', PageStatus: 200, JobState: 'open' }),
        },
        { method: 'GET', path: '/api/Campaign/42/Funnel', reply: ok(buildFunnel({ experience: { RatingCount: 7, AverageRating: 3.8 } })) },
      ]),
    );
    renderApp('/campaign/edit?id=42');
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeTruthy();
    expect((screen.getByLabelText(/Job Title/) as HTMLInputElement).value).toBe('Barista');
    expect((screen.getByLabelText('Job ID') as HTMLInputElement).value).toBe('42');
    expect(screen.getByText('First?')).toBeTruthy();
    // Where the saved job is published: its careers page.
    const careers = screen.getByRole('region', { name: 'Careers page' });
    expect(((await within(careers).findByLabelText('Careers page link')) as HTMLInputElement).value).toBe('http://candid.test/careers/acme/barista');
    // How its candidates got on (issue 33): the funnel, with their rating of the interview (no card of its own).
    const funnel = screen.getByRole('region', { name: 'Completion funnel' });
    expect(await within(funnel).findByRole('img', { name: /^Completion funnel: Invited 200;/ })).toBeTruthy();
    expect(within(funnel).getByText('3.8 / 5 from 7 ratings')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Candidate experience' })).toBeNull();
  });

  it('has no funnel before the job is saved', async () => {
    const fetchMock = await openCreate();
    expect(screen.queryByRole('region', { name: 'Completion funnel' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/Funnel'))).toBe(false);
  });
});
