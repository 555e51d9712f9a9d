import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ok } from '../../test/api';
import { buildAnswer, buildGivenAnswer, givenAnswer } from '../../test/candidates';
import { openPage } from '../../test/candidate-info';

/** Issue 29: the answers of the kinds other than video and audio, read on the candidate page. */

const ANSWERS_PATH = '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501';

const options = [
  { id: 'full', label: 'Full time' },
  { id: 'part', label: 'Part time', qualifies: false },
  { id: 'week', label: 'Weekends' },
];

const rows = [
  buildAnswer(1),
  buildGivenAnswer(
    2,
    { Question_Kind: 'text', Question_Settings: {} },
    givenAnswer({ kind: 'text', text: 'I ran a café for three years.\n\nBefore that I was a <b>barista</b>.' }),
  ),
  buildGivenAnswer(
    3,
    { Question_Kind: 'single_choice', Question_Settings: { options } },
    givenAnswer({ kind: 'single_choice', choiceIds: ['part'] }, { qualifies: false }),
    { Question_Text: 'Which hours can you work?' },
  ),
  buildGivenAnswer(4, { Question_Kind: 'multiple_choice', Question_Settings: { options } }, givenAnswer({ kind: 'multiple_choice', choiceIds: ['full', 'week'] })),
  buildGivenAnswer(
    5,
    { Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } },
    givenAnswer({ kind: 'yes_no', yes: true }, { qualifies: true }),
  ),
  buildGivenAnswer(6, { Question_Kind: 'number', Question_Settings: {} }, givenAnswer({ kind: 'number', number: 7 })),
  buildGivenAnswer(7, { Question_Kind: 'date', Question_Settings: {} }, givenAnswer({ kind: 'date', date: '2025-07-01' })),
  buildGivenAnswer(
    8,
    { Question_Kind: 'file', Question_Settings: {} },
    givenAnswer(
      { kind: 'file', file: { name: 'portfolio.pdf', sizeBytes: 1_258_291, contentType: 'application/pdf' } },
      { fileUrl: '/api/QuestionAnswer/File/42/501/78' },
    ),
  ),
  buildGivenAnswer(9, { Question_Kind: 'text', Question_Settings: {} }, null, { Question_Required: false }),
];

async function openAnswers() {
  await openPage([{ method: 'GET', path: ANSWERS_PATH, reply: ok(rows) }]);
  await screen.findByLabelText('Answer to question 1');
}

const question = (n: number) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Question ${n}\\b`) }));
const answer = (n: number) => screen.getByRole('region', { name: `Answer to question ${n}` });

describe('CandidateInfoPage: answers other than recordings', () => {
  it('shows a written answer as plain text with its paragraphs', async () => {
    await openAnswers();
    question(2);
    const shown = await screen.findByRole('region', { name: 'Answer to question 2' });
    const text = within(shown).getByText(/I ran a café/);
    expect(text.textContent).toBe('I ran a café for three years.\n\nBefore that I was a <b>barista</b>.');
    // The markup the candidate typed is text, never an element.
    expect(shown.querySelector('b')).toBeNull();
    expect(screen.queryByLabelText('Answer to question 2', { selector: 'video' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Your rating for question 2' })).toBeNull();
  });

  it('shows the chosen options by their labels and flags a screening answer that did not meet the rule', async () => {
    await openAnswers();
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('button', { name: /^Question 3\b/ }).textContent).toContain('Did not meet');
    expect(within(nav).getByRole('button', { name: /^Question 5\b/ }).textContent).toContain('Meets');

    question(3);
    expect(await screen.findByRole('heading', { name: 'Which hours can you work?' })).toBeTruthy();
    expect(within(answer(3)).getByText('Part time')).toBeTruthy();
    expect(within(answer(3)).getByText('Did not meet')).toBeTruthy();
    expect(within(answer(3)).queryByText('part')).toBeNull();

    question(4);
    const chosen = within(answer(4)).getByRole('list', { name: 'Chosen options' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Full time', 'Weekends']);
    // No screening rule, no flag.
    expect(within(answer(4)).queryByText('Meets')).toBeNull();
    expect(within(answer(4)).queryByText('Did not meet')).toBeNull();

    question(5);
    expect(within(answer(5)).getByText('Yes')).toBeTruthy();
    expect(within(answer(5)).getByText('Meets')).toBeTruthy();
  });

  it('shows a number and a date', async () => {
    await openAnswers();
    question(6);
    expect(within(answer(6)).getByText('7')).toBeTruthy();
    question(7);
    expect(within(answer(7)).getByText('1st Jul, 2025')).toBeTruthy();
  });

  it('offers a file answer as a download with its name and size', async () => {
    await openAnswers();
    question(8);
    const link = within(answer(8)).getByRole('link', { name: 'Download portfolio.pdf (1.2 MB)' });
    expect(link.getAttribute('href')).toBe('/api/QuestionAnswer/File/42/501/78');
    expect(link.getAttribute('download')).toBe('portfolio.pdf');
  });

  it('says "No answer" for an optional question left unanswered', async () => {
    await openAnswers();
    expect(within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', { name: /^Question 9\b/ }).textContent).toContain(
      'Not answered',
    );
    question(9);
    expect(within(answer(9)).getByText('No answer')).toBeTruthy();
    expect(within(answer(9)).getByText('This question was optional.')).toBeTruthy();
  });

  it('steps from a read answer to the next question and back to the recorded one', async () => {
    await openAnswers();
    question(2);
    await screen.findByRole('region', { name: 'Answer to question 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('heading', { name: 'Which hours can you work?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous question' }));
    // The video question keeps its player and ratings.
    expect(await screen.findByLabelText('Answer to question 1', { selector: 'video' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Your rating for question 1' })).toBeTruthy();
  });
});
