import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { INTERVIEW_DEFAULTS, MSG } from '@candid/shared';
import { callsTo, mockApi, ok, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { InterviewSettingsSection } from './InterviewSettingsSection';
import {
  SCREENING_MESSAGE_TOO_LONG,
  settingsDraftFrom,
  settingsError,
  settingsInput,
  type InterviewSettingsDraft,
} from './interviewSettings';
import { baseRoutes, buildJob, buildQuestion, signIn } from '../../test/session';

function Harness({ initial }: { initial: InterviewSettingsDraft }) {
  const [settings, setSettings] = useState(initial);
  return (
    <>
      <InterviewSettingsSection settings={settings} onChange={setSettings} />
      <output data-testid="saved">{JSON.stringify(settingsInput(settings))}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '{}');

describe('interview settings', () => {
  it('start from INTERVIEW_DEFAULTS and show whole minutes as minutes', () => {
    expect(settingsDraftFrom()).toEqual({
      thinkTime: String(INTERVIEW_DEFAULTS.thinkTimeSeconds),
      answerTime: '2',
      answerUnit: 'minutes',
      retakes: INTERVIEW_DEFAULTS.retakes,
      untimed: false,
      screeningAction: 'flag',
      screeningEndMessage: '',
    });
    expect(settingsDraftFrom({ answerTimeLimitSeconds: 90 })).toMatchObject({ answerTime: '90', answerUnit: 'seconds' });
    expect(settingsInput(settingsDraftFrom())).toEqual({
      thinkTimeSeconds: 30,
      answerTimeLimitSeconds: 120,
      retakes: 1,
      untimed: false,
      screeningAction: 'flag',
      screeningEndMessage: null,
    });
  });

  it('check the ranges of the campaign schema, except the times of an untimed interview', () => {
    const base = settingsDraftFrom();
    expect(settingsError({ ...base, thinkTime: '601' })).toBe(MSG.thinkTimeRange);
    expect(settingsError({ ...base, thinkTime: '' })).toBe(MSG.thinkTimeRange);
    expect(settingsError({ ...base, answerTime: '31' })).toBe(MSG.answerTimeRange);
    expect(settingsError({ ...base, answerTime: '9', answerUnit: 'seconds' })).toBe(MSG.answerTimeRange);
    expect(settingsError({ ...base, retakes: 11 })).toBe(MSG.retakesRange);
    expect(settingsError({ ...base, thinkTime: '', untimed: true })).toBeNull();
    // An untimed job keeps the defaults for times that do not fit.
    expect(settingsInput({ ...base, thinkTime: '', untimed: true })).toMatchObject({ thinkTimeSeconds: 30, untimed: true });
  });

  it('edits think time, the answer limit with its unit and retakes; Untimed disables the two times', async () => {
    render(<Harness initial={settingsDraftFrom()} />);
    const think = screen.getByLabelText('Think time') as HTMLInputElement;
    fireEvent.change(think, { target: { value: '4a5' } });
    expect(think.value).toBe('45');
    const answer = screen.getByLabelText('Answer time limit') as HTMLInputElement;
    fireEvent.change(answer, { target: { value: '3' } });
    expect(saved()).toMatchObject({ thinkTimeSeconds: 45, answerTimeLimitSeconds: 180 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Unit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'seconds' }));
    fireEvent.change(answer, { target: { value: '5' } });
    expect(screen.getByText(MSG.answerTimeRange)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Retakes' }));
    fireEvent.click(await screen.findByRole('option', { name: '3' }));
    expect(saved()).toMatchObject({ retakes: 3 });

    const untimed = screen.getByRole('switch', { name: 'Untimed (accessibility)' });
    fireEvent.click(untimed);
    expect(think.disabled).toBe(true);
    expect(answer.disabled).toBe(true);
    expect(screen.queryByText(MSG.answerTimeRange)).toBeNull();
    expect(saved()).toMatchObject({ untimed: true, answerTimeLimitSeconds: 120 });
  });

  it('say the times are for recorded answers, and set what a screening answer that does not qualify does', () => {
    render(<Harness initial={settingsDraftFrom()} />);
    expect(screen.getByText('Think time, answer time limit and retakes apply to video and audio questions only.')).toBeTruthy();
    const action = screen.getByRole('radiogroup', { name: 'When a screening answer does not qualify' });
    expect((within(action).getByRole('radio', { name: 'Flag the candidate and carry on' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Message to the candidate')).toBeNull();

    fireEvent.click(within(action).getByRole('radio', { name: 'End the interview after the screening questions' }));
    const message = screen.getByRole('textbox', { name: 'Message to the candidate' });
    expect(screen.getByText(new RegExp(MSG.screeningEndedDefault))).toBeTruthy();
    expect(saved()).toMatchObject({ screeningAction: 'end', screeningEndMessage: null });
    fireEvent.change(message, { target: { value: ' Thanks, we need a licence for this role. ' } });
    expect(saved()).toMatchObject({ screeningEndMessage: 'Thanks, we need a licence for this role.' });

    fireEvent.change(message, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText(SCREENING_MESSAGE_TOO_LONG)).toBeTruthy();
    expect(settingsError({ ...settingsDraftFrom(), screeningEndMessage: 'x'.repeat(2001) })).toBe(SCREENING_MESSAGE_TOO_LONG);
  });
});

describe('job screen: interview settings, build chip, invite', () => {
  const routes = (extra: MockRoute[] = []): MockRoute[] => [
    ...extra,
    ...baseRoutes(),
    {
      method: 'GET',
      path: '/api/Campaign/42',
      reply: ok(buildJob({ Campaign_ThinkTimeSeconds: 20, Campaign_AnswerTimeLimitSeconds: 90, Campaign_Retakes: 2 })),
    },
    {
      method: 'GET',
      path: '/api/QuestionGetPerCampaign/Getquestions/42',
      reply: ok([buildQuestion(5, 'First?')]),
    },
    { method: 'GET', path: '/api/CommentGetPerCampaign/Getcomments/42', reply: ok([]) },
    {
      method: 'GET',
      path: '/api/Campaign/42/InterviewBuild',
      reply: ok({ state: 'ready', audioSource: 'provider', questionsTotal: 1, questionsDone: 1, updatedAt: null }),
    },
  ];

  it('loads the settings of the job, saves changes with SaveJob and shows the build chip', async () => {
    signIn();
    const fetchMock = mockApi(
      routes([
        {
          method: 'POST',
          path: '/api/Campaign/SaveJob',
          reply: ok({ campaign: buildJob(), questions: [], created: false }, 200, 'Job saved'),
        },
      ]),
    );
    renderApp('/campaign/edit?id=42');
    await screen.findByRole('heading', { name: 'Edit Job' });
    const [section] = screen.getAllByRole('region', { name: 'Interview Settings' });
    expect((within(section).getByLabelText('Think time') as HTMLInputElement).value).toBe('20');
    expect((within(section).getByLabelText('Answer time limit') as HTMLInputElement).value).toBe('90');
    expect(await screen.findByRole('status', { name: /^Interview ready/ })).toBeTruthy();

    fireEvent.click(within(section).getByRole('switch', { name: 'Untimed (accessibility)' }));
    await screen.findByText('Acme Recruiting');
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Campaign/SaveJob')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Campaign/SaveJob')[0][1].body));
    expect(body.campaign).toMatchObject({
      pk_Campaign_ID: 42,
      Campaign_ThinkTimeSeconds: 20,
      Campaign_AnswerTimeLimitSeconds: 90,
      Campaign_Retakes: 2,
      Campaign_Untimed: true,
    });
  });

  it('loads the screening action and message of the job and saves changes to them', async () => {
    signIn();
    const fetchMock = mockApi(
      routes([
        {
          method: 'POST',
          path: '/api/Campaign/SaveJob',
          reply: ok({ campaign: buildJob(), questions: [], created: false }, 200, 'Job saved'),
        },
        {
          method: 'GET',
          path: '/api/Campaign/42',
          reply: ok(buildJob({ Campaign_ScreeningAction: 'end', Campaign_ScreeningEndMessage: 'Sorry, a licence is needed.' })),
        },
      ]),
    );
    renderApp('/campaign/edit?id=42');
    await screen.findByRole('heading', { name: 'Edit Job' });
    const [section] = screen.getAllByRole('region', { name: 'Interview Settings' });
    expect((within(section).getByRole('radio', { name: 'End the interview after the screening questions' }) as HTMLInputElement).checked).toBe(true);
    const message = within(section).getByRole('textbox', { name: 'Message to the candidate' });
    expect((message as HTMLInputElement).value).toBe('Sorry, a licence is needed.');
    fireEvent.change(message, { target: { value: 'Thank you. This role needs a licence.' } });

    await screen.findByText('Acme Recruiting');
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Campaign/SaveJob')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Campaign/SaveJob')[0][1].body));
    expect(body.campaign).toMatchObject({
      Campaign_ScreeningAction: 'end',
      Campaign_ScreeningEndMessage: 'Thank you. This role needs a licence.',
    });
  });

  it('an out-of-range setting stops the save with its message', async () => {
    signIn();
    const fetchMock = mockApi(routes());
    renderApp('/campaign/edit?id=42');
    await screen.findByRole('heading', { name: 'Edit Job' });
    await screen.findByText('Acme Recruiting');
    fireEvent.change(screen.getByLabelText('Think time'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    // The field's helper text at once, and the toast once the form's resolver has run.
    await waitFor(() => expect(screen.getAllByText(MSG.thinkTimeRange)).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/Campaign/SaveJob')).toHaveLength(0);
  });

  it('Invite candidates on the job screen opens the invite screen for the job', async () => {
    signIn();
    mockApi(routes([{ method: 'GET', path: '/api/Subscriber/GetRemainingUsers', reply: ok(null) }]));
    renderApp('/campaign/edit?id=42');
    await screen.findByRole('heading', { name: 'Edit Job' });
    fireEvent.click(screen.getByRole('button', { name: 'Invite candidates' }));
    expect(await screen.findByText(MSG.inviteMethodsIntro)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/campaign/instant/invite');
  });
});
