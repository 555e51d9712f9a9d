import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { MSG } from '@candid/shared';
import {
  campaignInputFromDraft,
  companyChosen,
  datesForStart,
  emptyDraft,
  formatPay,
  payDigits,
  resetDates,
  firstSaveError,
  jobFormFrom,
  jobFormResolver,
  saveJobBodyFromForm,
  saveValidationError,
  type JobForm,
} from './jobDraft';
import {
  appendQuestions,
  questionTextError,
  questionsForSave,
  reorderQuestions,
  questionsFromServer,
  type DraftQuestion,
} from './questionDraft';
import { settingsDraftFrom } from './interviewSettings';
import { KIND_SETTINGS_MSG, emptyKindSettings, kindSettingsErrors, newChoiceId, settingsForKind } from './questionKinds';
import { saveJobBodyToWire } from '../../api/campaigns';
import { questionListItemToWire } from '../../api/questions';
import { buildQuestionState } from '../../test/session';
import { formatDate } from '../../lib/dates';

const q = (text: string, order: number, id?: number): DraftQuestion => ({ key: `k${order}`, id, text, order });

describe('job dates', () => {
  it('choosing a start date sets the end date one month later', () => {
    expect(datesForStart(dayjs('2025-01-31'))).toEqual({ startDate: '2025-01-31', endDate: '2025-02-28' });
    expect(datesForStart(dayjs('2025-06-10'))).toEqual({ startDate: '2025-06-10', endDate: '2025-07-10' });
  });

  it('Reset sets start to today and end one month later', () => {
    expect(resetDates(dayjs('2025-03-05T15:30:00'))).toEqual({ startDate: '2025-03-05', endDate: '2025-04-05' });
  });

  it('displays dates as Do MMM, YYYY (real ordinals) and sends them as YYYY/MM/DD', () => {
    expect(formatDate('2025-03-05')).toBe('5th Mar, 2025');
    expect(formatDate('2025-03-22')).toBe('22nd Mar, 2025');
    expect(formatDate(null)).toBe('—');
    const input = campaignInputFromDraft({ ...emptyDraft(1, dayjs('2025-03-05')), title: ' Chef ' });
    expect(input.startDate).toBe('2025/03/05');
    expect(input.endDate).toBe('2025/04/05');
    expect(input.name).toBe('Chef');
    expect(input.jobTitle).toBe('Chef');
  });

  it('reads a job as the server sends it (YYYY/MM/DD) into the form, and shows it', () => {
    const form = jobFormFrom(1, { id: 42, startDate: '2025/03/05', endDate: '2099/04/05' }, []);
    expect([form.startDate, form.endDate]).toEqual(['2025-03-05', '2099-04-05']);
    expect(formatDate('2025/03/05')).toBe('5th Mar, 2025');
    expect(campaignInputFromDraft(form).endDate).toBe('2099/04/05');
  });
});

describe('pay range', () => {
  it('keeps digits only', () => {
    expect(payDigits('$95,000.50abc')).toBe('9500050');
    expect(payDigits('007')).toBe('7');
    expect(payDigits('')).toBe('');
  });

  it('shows thousands separators', () => {
    expect(formatPay('95000')).toBe('95,000');
    expect(formatPay('1234567')).toBe('1,234,567');
    expect(formatPay('')).toBe('');
  });

  it('sends numbers (or null when empty)', () => {
    const input = campaignInputFromDraft({ ...emptyDraft(1), title: 'x', payFrom: '95000', payTo: '' });
    expect(input.payRangeFrom).toBe(95000);
    expect(input.payRangeTo).toBeNull();
  });
});

describe('questions', () => {
  const list = [q('Tell me about yourself', 0, 5), q('Why this job?', 1)];

  it('a blank question gives the enter-question message', () => {
    expect(questionTextError(list, '   ')).toBe(MSG.enterQuestion);
  });

  it('a duplicate (case and space insensitive) gives the already-exists message', () => {
    expect(questionTextError(list, '  tell ME   about yourself ')).toBe(MSG.questionExists);
    expect(questionTextError(list, 'Tell me about yourself', 'k0')).toBeNull();
    expect(questionTextError(list, 'Something new')).toBeNull();
  });

  it('reordering renumbers from 0', () => {
    const three = [q('a', 0), q('b', 1), q('c', 2)];
    const moved = reorderQuestions(three, 2, 0);
    expect(moved.map((x) => x.text)).toEqual(['c', 'a', 'b']);
    expect(moved.map((x) => x.order)).toEqual([0, 1, 2]);
    expect(reorderQuestions(three, 0, 5)).toBe(three);
  });

  it('appending skips blanks and duplicates', () => {
    const next = appendQuestions(list, ['why this JOB?', '', 'New one']);
    expect(next.map((x) => x.text)).toEqual(['Tell me about yourself', 'Why this job?', 'New one']);
    expect(next[2].order).toBe(2);
  });

  it('saves in order with ids only for saved questions', () => {
    expect(questionsForSave(list)).toEqual([
      { id: 5, text: 'Tell me about yourself', generatedText: null },
      { text: 'Why this job?', generatedText: null },
    ]);
    // As sent.
    expect(questionsForSave(list).map(questionListItemToWire)).toEqual([
      { pk_Question_ID: 5, Question_Text: 'Tell me about yourself', ChatGTP_Question_Text: null },
      { Question_Text: 'Why this job?', ChatGTP_Question_Text: null },
    ]);
  });
});

describe('question kinds', () => {
  it('a saved question keeps its kind, Required and settings through the form', () => {
    const server = [
      buildQuestionState(1, 'Over 18?', { Question_Kind: 'yes_no', Question_Settings: {}, Question_Required: false }),
      buildQuestionState(2, 'Shift?', {
        Question_Kind: 'single_choice',
        Question_Settings: { options: [{ id: 'a', label: 'Day', qualifies: true }, { id: 'b', label: 'Night', qualifies: false }] },
      }),
      buildQuestionState(3, 'Age?', { Question_Kind: 'number', Question_Settings: { min: -1.5, qualifyingMax: 99 } }),
      buildQuestionState(4, 'Why?', { Question_Kind: 'text', Question_Settings: { timeLimitSeconds: 10 } }),
      buildQuestionState(5, 'Start date?', { Question_Kind: 'date', Question_Settings: {} }),
    ];
    const drafts = questionsFromServer(server);
    expect(drafts[2].settings).toMatchObject({ min: '-1.5', max: '', qualifyingMax: '99' });
    expect(drafts[3].settings?.timeLimitMinutes).toBe('0.17');
    expect(questionsForSave(drafts).map((x) => [x.kind, x.settings, x.required])).toEqual(
      server.map((x) => [x.kind, x.settings, x.required]),
    );
  });

  it('a question without a kind (an older copy) is sent without one, so the server keeps its own', () => {
    const [draft] = questionsFromServer([{ id: 3, text: 'Hi?', generatedText: null }]);
    expect(questionsForSave([draft])).toEqual([{ id: 3, text: 'Hi?', generatedText: null }]);
    expect(questionsForSave([draft]).map(questionListItemToWire)).toEqual([{ pk_Question_ID: 3, Question_Text: 'Hi?', ChatGTP_Question_Text: null }]);
  });

  it('checks each kind\'s own settings only', () => {
    const draft = { ...emptyKindSettings(), min: '5', max: '2', wordLimit: '0', options: [{ id: 'a', label: 'Only one' }] };
    expect(kindSettingsErrors('number', draft)).toEqual({ max: MSG.numberRangeReversed });
    expect(kindSettingsErrors('number', { ...draft, max: '-' })).toEqual({ max: KIND_SETTINGS_MSG.notANumber });
    expect(kindSettingsErrors('number', { ...draft, max: '3000000000' })).toEqual({ max: KIND_SETTINGS_MSG.numberTooLarge });
    expect(kindSettingsErrors('text', draft)).toEqual({ wordLimit: KIND_SETTINGS_MSG.wordLimitRange });
    expect(kindSettingsErrors('single_choice', draft)).toEqual({ options: MSG.choiceOptionsCount });
    expect(kindSettingsErrors('video', draft)).toEqual({});
  });

  it('a choice question starts with two options whose ids fit the contract', () => {
    const { options } = settingsForKind('multiple_choice', emptyKindSettings());
    expect(options).toHaveLength(2);
    for (const o of options) expect(o.id).toMatch(/^[A-Za-z0-9_-]{1,16}$/);
    expect(options[0].id).not.toBe(options[1].id);
    expect(newChoiceId(options)).not.toBe(options[0].id);
  });
});

describe('save validation order (SPEC §5)', () => {
  const questions = [q('Why this job?', 0)];
  const form = (over: Partial<JobForm>): JobForm => ({ ...emptyDraft(1, dayjs('2025-03-05')), questions: [], ...over });
  const messageOf = (over: Partial<JobForm>) => firstSaveError(form(over))?.message ?? null;

  it('checks questions, then company, then title', () => {
    expect(saveValidationError({ employerId: null }, [])).toBe(MSG.questionBeingGenerated);
    expect(saveValidationError({ employerId: null }, [1])).toBe(MSG.selectCompany);
    expect(messageOf({ employerId: null, title: '' })).toBe(MSG.questionBeingGenerated);
    expect(messageOf({ employerId: null, title: '', questions })).toBe(MSG.selectCompany);
    expect(messageOf({ employerId: 0, title: '   ', questions })).toBe(MSG.campaignTitleRequired);
    expect(messageOf({ employerId: 0, title: 'Chef', questions })).toBeNull();
  });

  it("knows a company as chosen when it is one of those offered (or they are still loading)", () => {
    const offered = [{ id: 0 }, { id: 12 }];
    expect(companyChosen(null, offered, false)).toBe(false);
    expect(companyChosen(null, [], true)).toBe(false);
    expect(companyChosen(0, offered, false)).toBe(true);
    expect(companyChosen(12, offered, false)).toBe(true);
    expect(companyChosen(13, offered, false)).toBe(false);
    expect(companyChosen(13, [{ id: 0 }], true)).toBe(true);
  });

  it('checks the interview settings after the title, then the rest of the SaveJob schema', () => {
    const badThink = { ...settingsDraftFrom(), thinkTime: '601' };
    expect(messageOf({ employerId: 0, title: '', questions, settings: badThink })).toBe(MSG.campaignTitleRequired);
    expect(firstSaveError(form({ employerId: 0, title: 'Chef', questions, settings: badThink }))).toEqual({
      field: 'settings',
      message: MSG.thinkTimeRange,
    });
    expect(firstSaveError(form({ employerId: 0, title: 'Chef', questions, payFrom: '9', payTo: '5' }))?.field).toBe('payTo');
  });

  it("checks the questions' answer settings after the title, before the interview settings", () => {
    const badThink = { ...settingsDraftFrom(), thinkTime: '601' };
    const choice: DraftQuestion = { ...q('Shift?', 1), kind: 'single_choice', settings: settingsForKind('single_choice', emptyKindSettings()) };
    expect(messageOf({ employerId: 0, title: '', questions: [...questions, choice] })).toBe(MSG.campaignTitleRequired);
    expect(firstSaveError(form({ employerId: 0, title: 'Chef', questions: [...questions, choice], settings: badThink }))).toEqual({
      field: 'questions',
      message: `Question 2: ${MSG.choiceOptionsCount}`,
    });
  });

  it('resolves a valid form to the SaveJob body as sent, and an invalid one to its first error', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const valid = await jobFormResolver(form({ employerId: 0, title: ' Chef ', questions }), undefined, options);
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({
      campaign: { name: 'Chef', startDate: '2025/03/05', employerId: 0 },
      questions: [{ text: 'Why this job?', generatedText: null }],
    });
    // As sent.
    expect(saveJobBodyToWire(saveJobBodyFromForm(form({ employerId: 0, title: ' Chef ', questions })))).toMatchObject({
      campaign: { Campaign_Name: 'Chef', Campaign_StartDate: '2025/03/05', Campaign_Tolerance: 0 },
      questions: [{ Question_Text: 'Why this job?', ChatGTP_Question_Text: null }],
    });
    const invalid = await jobFormResolver(form({ employerId: 0, title: '', questions }), undefined, options);
    expect(invalid.errors).toMatchObject({ title: { message: MSG.campaignTitleRequired } });
  });
});
