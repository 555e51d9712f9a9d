import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG, type JobCareersPage } from '@candid/shared';
import { mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { buildJob, signIn } from '../../test/session';
import { mockClipboard } from '../invites/inviteTestSupport';
import { CareersPageCard } from './CareersPageCard';

const JOB_URL = 'http://candid.test/careers/harbour-co/barista';
const page = (patch: Partial<JobCareersPage> = {}): JobCareersPage => ({
  JobUrl: JOB_URL,
  CompanyUrl: 'http://candid.test/careers/harbour-co',
  PageStatus: 200,
  JobState: 'open',
  ...patch,
});

async function open(careers: JobCareersPage, startDate = '2026/01/01') {
  signIn();
  mockApi([
    { method: 'GET', path: '/api/Campaign/42/Careers', reply: ok(careers) },
    { method: 'GET', path: '/api/Campaign/42', reply: ok(buildJob({ Campaign_StartDate: startDate })) },
  ]);
  renderWithProviders(<CareersPageCard campaignId={42} />, '/campaign/edit?id=42');
  const card = await screen.findByRole('region', { name: 'Careers page' });
  await within(card).findByTestId('careers-page-state');
  return card;
}

describe('CareersPageCard', () => {
  it('shows a listed job’s careers page with Copy and Open in a new tab, and the company’s page', async () => {
    const writeText = mockClipboard();
    const card = await open(page());
    expect(within(card).getByText('Listed')).toBeTruthy();
    expect((within(card).getByLabelText('Careers page link') as HTMLInputElement).value).toBe(JOB_URL);
    expect(within(card).getByText(MSG.careersListed)).toBeTruthy();
    const openLink = within(card).getByRole('link', { name: 'Open careers page in a new tab' });
    expect(openLink.getAttribute('href')).toBe(JOB_URL);
    expect(openLink.getAttribute('target')).toBe('_blank');
    expect(openLink.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByRole('link', { name: 'http://candid.test/careers/harbour-co' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy careers page link' }));
    expect(await screen.findByText(MSG.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(JOB_URL);
  });

  it.each([
    ['draft', 404, 'Not listed', MSG.careersDraft],
    ['paused', 410, 'Closed', MSG.careersPaused],
    ['ended', 410, 'Closed', MSG.careersEnded],
  ] as const)('says why a %s job is not listed', async (state, status, chip, text) => {
    const card = await open(page({ JobState: state, PageStatus: status }));
    expect(within(card).getByText(chip)).toBeTruthy();
    expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByLabelText('Careers page link')).toBeTruthy();
  });

  it('gives the date a scheduled job is listed from', async () => {
    const card = await open(page({ JobState: 'scheduled', PageStatus: 404 }), '2099-03-01');
    expect(await within(card).findByText(MSG.careersScheduled('1st Mar, 2099'))).toBeTruthy();
  });

  it('says so when the job has no careers page, with no address to copy', async () => {
    const card = await open(page({ JobUrl: null, CompanyUrl: null, PageStatus: 404 }));
    expect(within(card).getByText(MSG.careersNoPage)).toBeTruthy();
    expect(within(card).queryByLabelText('Careers page link')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Copy careers page link' })).toBeNull();
  });
});
