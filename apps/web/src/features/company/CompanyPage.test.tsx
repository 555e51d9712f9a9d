import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';
import { buildEnterprise } from '../../test/organisation';

/* /company's settings navigation: one section at a time, each at its own address. */

function open(path: string, level: number = ACCESS_LEVEL.Owner) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    ...baseRoutes(),
    { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
    { method: 'GET', path: '/api/Webhook', reply: ok([]) },
    { method: 'GET', path: '/api/JobBoard/Settings', reply: ok([]) },
  ]);
  renderApp(path);
  return fetchMock;
}

const nav = () => screen.findByRole('navigation', { name: 'Company settings' });
const location = () => screen.getByTestId('location').textContent;

describe('/company settings navigation', () => {
  it('lists the sections an owner may open, marks the current one, and shows only it', async () => {
    const fetchMock = open('/company');
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Transcripts', 'Data retention', 'Data requests', 'Job boards', 'API keys', 'Webhooks']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/company',
      '/company/transcripts',
      '/company/retention',
      '/company/data-requests',
      '/company/job-boards',
      '/company/api-keys',
      '/company/webhooks',
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Profile']);
    expect(await screen.findByRole('heading', { name: 'Acme Recruiting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    // The other sections are neither shown nor loaded.
    expect(screen.queryByRole('region', { name: 'Webhooks' })).toBeNull();
    expect(callsTo(fetchMock, '/api/Webhook')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/JobBoard/Settings')).toHaveLength(0);
  });

  it('moves to a section by its link: its address, aria-current and the title follow, the profile goes', async () => {
    open('/company');
    fireEvent.click(within(await nav()).getByRole('link', { name: 'Webhooks' }));
    expect(await screen.findByRole('region', { name: 'Webhooks' })).toBeTruthy();
    expect(location()).toBe('/company/webhooks');
    expect(within(await nav()).getByRole('link', { name: 'Webhooks' }).getAttribute('aria-current')).toBe('page');
    expect(within(await nav()).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Acme Recruiting' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Webhooks · Company · Candid'));
  });

  it('opens a section from its address', async () => {
    open('/company/job-boards');
    expect(await screen.findByRole('region', { name: 'Job boards' })).toBeTruthy();
    expect(within(await nav()).getByRole('link', { name: 'Job boards' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves an old link to a section’s anchor (/company#job-boards) to its address', async () => {
    open('/company#job-boards');
    expect(await screen.findByRole('region', { name: 'Job boards' })).toBeTruthy();
    expect(location()).toBe('/company/job-boards');
  });

  it('moves an unknown section to the profile', async () => {
    open('/company/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Acme Recruiting' })).toBeTruthy();
    expect(location()).toBe('/company');
  });

  it('shows a Hiring Manager only the sections every member may read, and says so at another’s address', async () => {
    const fetchMock = open('/company/webhooks', ACCESS_LEVEL.HiringManager);
    expect(await screen.findByText(MSG.noAccessCompanySection('Webhooks'))).toBeTruthy();
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Transcripts', 'Data retention']);
    expect(links.some((l) => l.getAttribute('aria-current'))).toBe(false);
    expect(callsTo(fetchMock, '/api/Webhook')).toHaveLength(0);
  });
});
