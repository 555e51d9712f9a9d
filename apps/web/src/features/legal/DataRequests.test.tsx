import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { INTERVIEW_MSG, MSG, type DataRequestRow } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';
import { buildEnterprise } from '../../test/organisation';

/* Candidates' data requests in the web app (issue 16): the privacy policy's form, the confirmation page, the company's list. */

const snippet = {
  Snippet_Name: 'Privacy_Policy',
  Snippet_Html: '<p>We keep your answers.</p>',
  Snippet_Subject: null,
  Snippet_Text: null,
  companyName: 'Acme Recruiting',
  enterpriseId: 7,
  isDefault: true,
  version: 0,
  updatedAt: null,
};

const row = (overrides: Partial<DataRequestRow> = {}): DataRequestRow => ({
  DataRequest_ID: 3,
  Kind: 'erase',
  Email: null,
  Status: 'done',
  CandidateCount: 1,
  CreatedAt: '2026-03-01T10:00:00.000Z',
  ConfirmedAt: '2026-03-01T10:05:00.000Z',
  DoneAt: '2026-03-01T10:06:00.000Z',
  DownloadExpiresAt: null,
  ...overrides,
});

afterEach(() => window.localStorage.clear());

describe('data requests', () => {
  it('the public privacy policy asks for a copy with the address given and shows the answer', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/Snippet/Get/Privacy_Policy', reply: ok(snippet) },
      { method: 'POST', path: '/api/DataRequest', reply: ok(MSG.dataRequestSent, 202) },
    ]);
    renderApp('/privacy-policy/7');
    fireEvent.change(await screen.findByLabelText(INTERVIEW_MSG.dataRequestEmail), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: INTERVIEW_MSG.dataRequestSend }));
    expect(await screen.findByText(MSG.dataRequestSent)).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/DataRequest')[0][1].body))).toEqual({ email: 'me@example.com', kind: 'copy' });
  });

  it('the form shows the field’s message when the address is refused', async () => {
    mockApi([
      { method: 'GET', path: '/api/Snippet/Get/Privacy_Policy', reply: ok(snippet) },
      { method: 'POST', path: '/api/DataRequest', reply: fail(400, MSG.validationFailed, { email: [MSG.enterEmail] }) },
    ]);
    renderApp('/privacy-policy/7');
    fireEvent.click(await screen.findByRole('radio', { name: INTERVIEW_MSG.dataRequestErase }));
    fireEvent.click(screen.getByRole('button', { name: INTERVIEW_MSG.dataRequestSend }));
    expect(await screen.findByText(MSG.enterEmail)).toBeTruthy();
  });

  it('the emailed link confirms only when the button is pressed, and shows the server’s message or error', async () => {
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/DataRequest/Confirm',
        reply: (_url, init) => (JSON.parse(String(init.body)).token === 'good' ? ok(MSG.dataRequestConfirmed('erase')) : fail(404, MSG.dataRequestLinkInvalid)),
      },
    ]);
    const view = renderApp('/data-request/confirm?token=good');
    const button = await screen.findByRole('button', { name: 'Confirm my request' });
    expect(callsTo(fetchMock, '/api/DataRequest/Confirm')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText(MSG.dataRequestConfirmed('erase'))).toBeTruthy();
    view.unmount();
    renderApp('/data-request/confirm?token=bad');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByText(MSG.dataRequestLinkInvalid)).toBeTruthy();
  });

  it('/company lists the requests with their state for an owner', async () => {
    signIn();
    mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
      { method: 'GET', path: '/api/DataRequest', reply: ok([row(), row({ DataRequest_ID: 2, Kind: 'copy', Email: 'ann@example.com', Status: 'received', DoneAt: null })]) },
    ]);
    renderApp('/company/data-requests');
    const table = await screen.findByRole('table', { name: 'Data requests' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Deletion')).toBeTruthy();
    expect(within(rows[1]).getByText('(deleted)')).toBeTruthy();
    expect(within(rows[1]).getByText('Done')).toBeTruthy();
    expect(within(rows[2]).getByText('ann@example.com')).toBeTruthy();
    expect(within(rows[2]).getByText('Received')).toBeTruthy();
  });

  it('/company/data-requests is not for a Hiring Manager', async () => {
    signIn();
    const fetchMock = mockApi([
      { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: 270 })) },
      ...baseRoutes(),
      { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
    ]);
    renderApp('/company/data-requests');
    expect(await screen.findByText(MSG.noAccessCompanySection('Data requests'))).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Company settings' })).queryByRole('link', { name: 'Data requests' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Data requests' })).toBeNull();
    expect(callsTo(fetchMock, '/api/DataRequest')).toHaveLength(0);
  });
});
