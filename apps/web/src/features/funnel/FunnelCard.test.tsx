import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Funnel } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { DashboardFunnelCard, JobFunnelCard } from './FunnelCard';
import { interviewLengthText, responseTimeText } from './funnelFormat';
import { buildFunnel, emptyFunnel } from './test/fixtures';

const PATH = '/api/Campaign/42/Funnel';

const showJob = (funnel: Funnel) => {
  mockApi([{ method: 'GET', path: PATH, reply: ok(funnel) }]);
  renderWithProviders(<JobFunnelCard campaignId={42} />);
};

const card = () => screen.getByRole('region', { name: 'Completion funnel' });
const fact = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('FunnelCard (issue 33)', () => {
  it('draws each stage with its count and its conversion from the stage before, summarised for screen readers', async () => {
    showJob(buildFunnel());
    const chart = await screen.findByRole('img', { name: /^Completion funnel: / });
    expect(chart.getAttribute('aria-label')).toBe(
      'Completion funnel: Invited 200; delivered 190, 95% of invited; opened 150, 79% of delivered; consented 120, 80% of opened; started 110, 92% of consented; finished 90, 82% of started.',
    );
    expect(chart.textContent).toContain('190 · 95% of invited');
    expect(chart.textContent).toContain('90 · 82% of started');
    // The bars are as wide as their share of the first stage.
    expect((chart.querySelector('[data-stage="finished"]') as HTMLElement).style.width).toBe('45%');
    expect(within(card()).getByText('Candidates invited from March 2025 to February 2026.')).toBeTruthy();
  });

  it('shows the completion rate, the median durations "about", and the rating from five ratings', async () => {
    showJob(buildFunnel());
    await screen.findByRole('img', { name: /^Completion funnel/ });
    expect(fact('Completion rate')).toBe('45%');
    expect(fact('Median interview length')).toBe('about 12 minutes');
    expect(fact('Median time from invitation to finish')).toBe('about 3 days');
    expect(fact('Candidates’ rating of the interview')).toBe('4.3 / 5 from 12 ratings');
  });

  it('holds the average back below five ratings, and shows "—" before anyone finished', async () => {
    showJob(buildFunnel({ experience: { RatingCount: 2, AverageRating: null }, completionRate: null, medianInterviewMinutes: null, medianResponseHours: null }));
    await screen.findByRole('img', { name: /^Completion funnel/ });
    expect(fact('Candidates’ rating of the interview')).toBe('Shown from 5 ratings (2 so far)');
    expect(fact('Completion rate')).toBe('—');
    expect(fact('Median interview length')).toBe('—');
    expect(fact('Median time from invitation to finish')).toBe('—');
  });

  it('shows the same numbers as a table, with what each stage means', async () => {
    showJob(buildFunnel());
    await screen.findByRole('img', { name: /^Completion funnel/ });
    fireEvent.click(within(card()).getByRole('switch', { name: 'View as table' }));
    expect(within(card()).queryByRole('img')).toBeNull();
    const table = within(card()).getByRole('table', { name: /^Candidates at each stage/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows[0]).toEqual(['Invited', '200', '—', 'Candidates invited, or who registered through a link']);
    expect(rows[2]).toEqual(['Opened', '150', '79%', 'They opened their link']);
    expect(rows[5]).toEqual(['Finished', '90', '82%', 'They finished the interview']);
    fireEvent.click(within(card()).getByRole('switch', { name: 'View as table' }));
    expect(within(card()).getByRole('img', { name: /^Completion funnel/ })).toBeTruthy();
  });

  it('lists where candidates stopped, by question, with its text when given', async () => {
    showJob(buildFunnel());
    const stopped = await screen.findByRole('list', { name: 'Where candidates stopped' });
    expect(within(stopped).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Question 2: Why this job? · 15 candidates stopped here',
      'Question 4 · 5 candidates stopped here',
    ]);
  });

  it('says so when no one stopped part-way', async () => {
    showJob(buildFunnel({ dropOffByQuestion: [] }));
    expect(await screen.findByText('No candidate has stopped part-way through the interview.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Where candidates stopped' })).toBeNull();
  });

  it('counts each channel by stage with its completion rate', async () => {
    showJob(buildFunnel());
    const table = await screen.findByRole('table', { name: 'By channel' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Channel', 'Invited', 'Delivered', 'Opened', 'Consented', 'Started', 'Finished', 'Completion rate'],
      ['Email', '150', '145', '110', '90', '85', '70', '47%'],
      ['Text message', '50', '45', '40', '30', '25', '20', '40%'],
    ]);
  });

  it('says there are no candidates yet instead of drawing an empty funnel', async () => {
    showJob(emptyFunnel());
    expect(await screen.findByText(/^No candidates yet\. The funnel shows once candidates are invited/)).toBeTruthy();
    expect(within(card()).queryByRole('img')).toBeNull();
    expect(within(card()).queryByRole('switch')).toBeNull();
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    mockApi([{ method: 'GET', path: PATH, reply: () => (++calls === 1 ? fail(500, 'Something went wrong') : ok(buildFunnel())) }]);
    renderWithProviders(<JobFunnelCard campaignId={42} />);
    expect(await within(card()).findByText('Something went wrong')).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /^Completion funnel/ })).toBeTruthy();
  });

  it('asks the dashboard funnel for the range given', async () => {
    const fetchMock = mockApi([{ method: 'GET', path: '/api/Dashboard/Funnel', reply: ok(buildFunnel()) }]);
    renderWithProviders(<DashboardFunnelCard range={{ startDate: '2025-03-01', endDate: '2026-02-28' }} />);
    expect(await screen.findByRole('img', { name: /^Completion funnel/ })).toBeTruthy();
    const [url] = callsTo(fetchMock, '/api/Dashboard/Funnel')[0];
    expect([url.searchParams.get('startDate'), url.searchParams.get('endDate')]).toEqual(['2025-03-01', '2026-02-28']);
  });
});

describe('funnel durations', () => {
  it('read the bucket as "about", in minutes, hours or days', () => {
    expect([0, 1, 12, 60, 90].map(interviewLengthText)).toEqual(['under a minute', 'about 1 minute', 'about 12 minutes', 'about 1 hour', 'about 1.5 hours']);
    expect([0, 1, 36, 48, 72, 168].map(responseTimeText)).toEqual(['under an hour', 'about 1 hour', 'about 36 hours', 'about 2 days', 'about 3 days', 'about 7 days']);
  });
});
