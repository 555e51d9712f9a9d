import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, mockApi, ok, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, buildJob, buildQuestion, signIn } from '../../test/session';
import { questionListItemToWire } from '../../api/questions';
import { QuestionList } from './QuestionList';
import { questionsForSave, type DraftQuestion } from './questionDraft';

/** The list on its own, with the questions of the Save call it would send (as sent, under the wire's names). */
function Harness({ initial }: { initial: DraftQuestion[] }) {
  const [questions, setQuestions] = useState(initial);
  return (
    <>
      <QuestionList
        questions={questions}
        onReorder={() => undefined}
        onEdit={() => true}
        onDelete={() => undefined}
        onChange={(key, patch) => setQuestions((list) => list.map((q) => (q.key === key ? { ...q, ...patch } : q)))}
      />
      <output data-testid="saved">{JSON.stringify(questionsForSave(questions).map(questionListItemToWire))}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '[]');

const saveJobReply = (created: boolean): MockRoute => ({
  method: 'POST',
  path: '/api/Campaign/SaveJob',
  reply: ok({ campaign: buildJob(), questions: [], created }, created ? 201 : 200),
});

async function openCreate() {
  signIn();
  const fetchMock = mockApi([saveJobReply(true), ...baseRoutes()]);
  renderApp('/campaign/create');
  await screen.findByRole('heading', { name: 'Create Job' });
  fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Barista' } });
  return fetchMock;
}

/*
 * A role query over the whole job screen takes seconds on a busy machine: these tests find each
 * question's answer fields once, and look inside them.
 */

async function addQuestion(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
  const field = screen.getByLabelText('New question');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
  await screen.findByText(text);
}

/** The answer fields of each question, in order. */
const answerGroups = () => screen.getAllByRole('group', { name: /^Question \d+ answer$/ });

/** Picks an option of a select: in the listbox the select controls once open. */
async function choose(scope: HTMLElement, combobox: string, option: string) {
  const select = within(scope).getByRole('combobox', { name: combobox });
  fireEvent.mouseDown(select);
  const listbox = await waitFor(() => {
    const open = document.getElementById(select.getAttribute('aria-controls') ?? '');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
}

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });

async function save(fetchMock: ReturnType<typeof mockApi>) {
  await screen.findByText('Acme Recruiting');
  fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
  await waitFor(() => expect(callsTo(fetchMock, '/api/Campaign/SaveJob')).toHaveLength(1));
  return JSON.parse(String(callsTo(fetchMock, '/api/Campaign/SaveJob')[0][1].body));
}

const CHOICE_ID = expect.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);

describe('question answer types', () => {
  it('edit each kind\'s settings; a new question is a required video question until changed', async () => {
    const answerOf = (n: number) => screen.getByRole('group', { name: `Question ${n} answer` });
    render(
      <Harness
        initial={[
          { key: 'a', text: 'Tell us about yourself', order: 0 },
          { key: 'b', text: 'Which shifts can you work?', order: 1 },
          { key: 'c', text: 'How many years of experience?', order: 2 },
          { key: 'd', text: 'Describe a hard day at work', order: 3 },
          { key: 'e', text: 'Do you hold a barista licence?', order: 4 },
        ]}
      />,
    );
    expect(within(answerOf(1)).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('Video');
    expect((within(answerOf(1)).getByRole('switch', { name: 'Required' }) as HTMLInputElement).checked).toBe(true);

    await choose(answerOf(2), 'Answer type', 'One choice');
    const shifts = answerOf(2);
    // Two empty options to start with: too few to save, said at once.
    expect(within(shifts).getByText(MSG.choiceOptionsCount)).toBeTruthy();
    expect((within(shifts).getByRole('button', { name: 'Remove option 1' }) as HTMLButtonElement).disabled).toBe(true);
    type(shifts, 'Option 1', 'Mornings');
    type(shifts, 'Option 2', 'Nights');
    fireEvent.click(within(shifts).getByRole('button', { name: 'Add option' }));
    expect(document.activeElement).toBe(within(shifts).getByRole('textbox', { name: 'Option 3' }));
    type(shifts, 'Option 3', ' Weekends ');
    fireEvent.click(within(shifts).getByRole('button', { name: 'Add option' }));
    fireEvent.click(within(shifts).getByRole('button', { name: 'Remove option 4' }));
    expect(document.activeElement).toBe(within(shifts).getByRole('button', { name: 'Add option' }));
    fireEvent.change(within(shifts).getByRole('combobox', { name: 'Option 3 screening' }), { target: { value: 'qualifies' } });
    expect(within(shifts).queryByText(MSG.choiceOptionsCount)).toBeNull();

    await choose(answerOf(3), 'Answer type', 'Number');
    type(answerOf(3), 'Minimum', '0');
    type(answerOf(3), 'Maximum', '5a0');
    type(answerOf(3), 'Qualifying from', '2');
    type(answerOf(3), 'Qualifying up to', '1');
    expect(within(answerOf(3)).getByText(MSG.numberRangeReversed)).toBeTruthy();
    type(answerOf(3), 'Qualifying up to', '');
    // Another kind and back keeps what was typed.
    await choose(answerOf(3), 'Answer type', 'Date');
    expect(within(answerOf(3)).queryByRole('textbox', { name: 'Minimum' })).toBeNull();
    await choose(answerOf(3), 'Answer type', 'Number');
    expect((within(answerOf(3)).getByRole('textbox', { name: 'Maximum' }) as HTMLInputElement).value).toBe('50');

    await choose(answerOf(4), 'Answer type', 'Written (text)');
    type(answerOf(4), 'Word limit', '250');
    type(answerOf(4), 'Time limit', '200');
    expect(within(answerOf(4)).getByText('From 10 seconds to 120 minutes.')).toBeTruthy();
    type(answerOf(4), 'Time limit', '5');
    fireEvent.click(within(answerOf(4)).getByRole('switch', { name: 'Required' }));

    await choose(answerOf(5), 'Answer type', 'Yes / No');
    expect(within(answerOf(5)).queryByText('Screening question: asked before the others.')).toBeNull();
    await choose(answerOf(5), 'Qualifying answer', 'Yes');
    expect(within(answerOf(5)).getByText('Screening question: asked before the others.')).toBeTruthy();

    expect(saved()).toEqual([
      { Question_Text: 'Tell us about yourself', ChatGTP_Question_Text: null },
      {
        Question_Text: 'Which shifts can you work?',
        ChatGTP_Question_Text: null,
        Question_Kind: 'single_choice',
        Question_Settings: {
          options: [
            { id: CHOICE_ID, label: 'Mornings' },
            { id: CHOICE_ID, label: 'Nights' },
            { id: CHOICE_ID, label: 'Weekends', qualifies: true },
          ],
        },
      },
      {
        Question_Text: 'How many years of experience?',
        ChatGTP_Question_Text: null,
        Question_Kind: 'number',
        Question_Settings: { min: 0, max: 50, qualifyingMin: 2 },
      },
      {
        Question_Text: 'Describe a hard day at work',
        ChatGTP_Question_Text: null,
        Question_Required: false,
        Question_Kind: 'text',
        Question_Settings: { wordLimit: 250, timeLimitSeconds: 300 },
      },
      {
        Question_Text: 'Do you hold a barista licence?',
        ChatGTP_Question_Text: null,
        Question_Kind: 'yes_no',
        Question_Settings: { qualifyingAnswer: true },
      },
    ]);
    const ids = saved()[1].Question_Settings.options.map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('saves a question with the kind, Required and settings chosen', async () => {
    const fetchMock = await openCreate();
    await addQuestion('Which shifts can you work?');
    const [shifts] = answerGroups();
    await choose(shifts, 'Answer type', 'Several choices');
    type(shifts, 'Option 1', 'Mornings');
    type(shifts, 'Option 2', 'Nights');
    fireEvent.change(within(shifts).getByRole('combobox', { name: 'Option 2 screening' }), { target: { value: 'qualifies' } });
    fireEvent.click(within(shifts).getByRole('button', { name: 'Add option' }));
    type(shifts, 'Option 3', 'Not available');
    fireEvent.change(within(shifts).getByRole('combobox', { name: 'Option 3 screening' }), { target: { value: 'disqualifies' } });
    // Marked, then back to no rule: the option goes without one.
    fireEvent.change(within(shifts).getByRole('combobox', { name: 'Option 1 screening' }), { target: { value: 'disqualifies' } });
    fireEvent.change(within(shifts).getByRole('combobox', { name: 'Option 1 screening' }), { target: { value: 'none' } });
    fireEvent.click(within(shifts).getByRole('switch', { name: 'Required' }));

    const body = await save(fetchMock);
    expect(body.questions).toEqual([
      {
        Question_Text: 'Which shifts can you work?',
        ChatGTP_Question_Text: null,
        Question_Required: false,
        Question_Kind: 'multiple_choice',
        Question_Settings: {
          options: [
            { id: CHOICE_ID, label: 'Mornings' },
            { id: CHOICE_ID, label: 'Nights', qualifies: true },
            { id: CHOICE_ID, label: 'Not available', qualifies: false },
          ],
        },
      },
    ]);
  });

  it('loads a saved job with mixed kinds into the form, and saves it back unchanged', async () => {
    signIn();
    const choices = {
      options: [
        { id: 'full', label: 'Full time', qualifies: true },
        { id: 'part', label: 'Part time' },
        // Set through the API: choosing it disqualifies, and the form keeps that.
        { id: 'none', label: 'Not looking', qualifies: false },
      ],
    };
    const fetchMock = mockApi([
      saveJobReply(false),
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign/42', reply: ok(buildJob()) },
      {
        method: 'GET',
        path: '/api/QuestionGetPerCampaign/Getquestions/42',
        reply: ok([
          buildQuestion(5, 'Are you over 18?', { Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: false } }),
          buildQuestion(6, 'What work do you want?', { Question_Kind: 'single_choice', Question_Settings: choices }),
          buildQuestion(7, 'Hours a week?', { Question_Kind: 'number', Question_Settings: { min: 1, max: 60, qualifyingMin: 20 } }),
          buildQuestion(8, 'Why us?', { Question_Kind: 'text', Question_Settings: { wordLimit: 300, timeLimitSeconds: 90 } }),
          buildQuestion(9, 'Say hello', { Question_Kind: 'audio', Question_Settings: {}, Question_Required: false }),
        ]),
      },
      { method: 'GET', path: '/api/CommentGetPerCampaign/Getcomments/42', reply: ok([]) },
    ]);
    renderApp('/campaign/edit?id=42');
    await screen.findByRole('heading', { name: 'Edit Job' });
    const [overAge, work, hours, why, hello] = answerGroups();

    const kinds = [overAge, work, hours, why, hello].map((g) => within(g).getByRole('combobox', { name: 'Answer type' }).textContent);
    expect(kinds).toEqual(['Yes / No', 'One choice', 'Number', 'Written (text)', 'Audio']);
    expect(within(overAge).getByRole('combobox', { name: 'Qualifying answer' }).textContent).toBe('No');
    const options = within(work).getAllByRole('textbox').map((f) => (f as HTMLInputElement).value);
    expect(options).toEqual(['Full time', 'Part time', 'Not looking']);
    const rules = within(work).getAllByRole('combobox', { name: /^Option \d screening$/ }).map((f) => (f as HTMLSelectElement).value);
    expect(rules).toEqual(['qualifies', 'none', 'disqualifies']);
    expect((within(hours).getByRole('textbox', { name: 'Qualifying from' }) as HTMLInputElement).value).toBe('20');
    expect((within(why).getByRole('textbox', { name: 'Time limit' }) as HTMLInputElement).value).toBe('1.5');
    expect((within(hello).getByRole('switch', { name: 'Required' }) as HTMLInputElement).checked).toBe(false);

    const body = await save(fetchMock);
    expect(body.questions).toEqual([
      { pk_Question_ID: 5, Question_Text: 'Are you over 18?', ChatGTP_Question_Text: null, Question_Required: true, Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: false } },
      { pk_Question_ID: 6, Question_Text: 'What work do you want?', ChatGTP_Question_Text: null, Question_Required: true, Question_Kind: 'single_choice', Question_Settings: choices },
      { pk_Question_ID: 7, Question_Text: 'Hours a week?', ChatGTP_Question_Text: null, Question_Required: true, Question_Kind: 'number', Question_Settings: { min: 1, max: 60, qualifyingMin: 20 } },
      { pk_Question_ID: 8, Question_Text: 'Why us?', ChatGTP_Question_Text: null, Question_Required: true, Question_Kind: 'text', Question_Settings: { wordLimit: 300, timeLimitSeconds: 90 } },
      { pk_Question_ID: 9, Question_Text: 'Say hello', ChatGTP_Question_Text: null, Question_Required: false, Question_Kind: 'audio', Question_Settings: {} },
    ]);
  });

  it('a choice question without two named options stops the save with its message', async () => {
    const fetchMock = await openCreate();
    await addQuestion('Which city?');
    const [city] = answerGroups();
    await choose(city, 'Answer type', 'One choice');
    type(city, 'Option 1', 'Sydney');
    expect(within(city).getByText(MSG.choiceOptionsCount)).toBeTruthy();
    await screen.findByText('Acme Recruiting');
    fireEvent.click(screen.getByRole('button', { name: /^Save$/ }));
    expect(await screen.findByText(`Question 1: ${MSG.choiceOptionsCount}`)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Campaign/SaveJob')).toHaveLength(0);
  });
});
