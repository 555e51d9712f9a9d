import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CandidateForm } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { InterviewApp } from '../App';
import { saveProgress } from '../storage';
import { buildLanding, buildSession } from '../test/fixtures';
import { MemoryChunkStore } from '../upload/chunkStore';
import { t } from '../i18n';

/* Issue 29: the application form after consent, saved as the candidate goes, then submitted. */

const FORM: CandidateForm = {
  name: 'Shop floor application',
  description: 'A few details first.',
  fields: [
    { id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true },
    { id: 'mail', kind: 'email', label: 'Email', required: true, identifying: false, help: 'We reply here.' },
    { id: 'shift', kind: 'single_choice', label: 'Preferred shift', required: false, identifying: false, options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] },
    { id: 'ok', kind: 'consent', label: 'Keep my details for other roles', required: true, identifying: false },
  ],
  values: { name: { kind: 'short_text', text: 'Ada Lovelace' } },
  submittedAt: null,
  placeCountries: [],
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function openWithForm(extra: Parameters<typeof mockApi>[0] = []) {
  window.localStorage.setItem('candid.interview.5', 'tok');
  saveProgress({ campaignId: 5, enterpriseId: 7 }, { resumeStepDone: true, deviceChecked: true, practiceDone: true });
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/interview/5/7', reply: ok(buildLanding()) },
    { method: 'GET', path: '/api/interview/5/7/session', reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z', form: { submittedAt: null } })) },
    { method: 'GET', path: '/api/interview/5/7/form', reply: ok(FORM) },
    ...extra,
  ]);
  window.history.replaceState(null, '', '/invite/5/7');
  render(<InterviewApp openStore={async () => ({ store: new MemoryChunkStore(), persistent: false })} />);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  callsTo(fetchMock, path).map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

describe('candidate app: the application form', () => {
  it('shows the form after consent with what was saved, saves each field as the candidate goes, and goes on once submitted', async () => {
    const fetchMock = openWithForm([
      { method: 'PUT', path: '/api/interview/5/7/form/mail', reply: ok({ fieldId: 'mail', value: { kind: 'email', text: 'ada@example.com' } }) },
      { method: 'PUT', path: '/api/interview/5/7/form/shift', reply: ok({ fieldId: 'shift', value: { kind: 'single_choice', choiceIds: ['pm'] } }) },
      { method: 'PUT', path: '/api/interview/5/7/form/ok', reply: ok({ fieldId: 'ok', value: { kind: 'consent', agreed: true } }) },
      { method: 'POST', path: '/api/interview/5/7/form/submit', reply: ok({ ...FORM, submittedAt: '2025-01-01T00:05:00Z' }) },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop floor application' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('Ada Lovelace');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.blur(email);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /Preferred shift/ })).getByRole('radio', { name: 'Evenings' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep my details for other roles' }));
    await waitFor(() => expect(bodies(fetchMock, '/api/interview/5/7/form/ok')).toEqual([{ kind: 'consent', agreed: true }]));
    expect(bodies(fetchMock, '/api/interview/5/7/form/mail')).toEqual([{ kind: 'email', text: 'ada@example.com' }]);
    expect(bodies(fetchMock, '/api/interview/5/7/form/shift')).toEqual([{ kind: 'single_choice', choiceIds: ['pm'] }]);

    fireEvent.click(await screen.findByRole('button', { name: t('continue') }));
    // The first question comes next.
    expect(await screen.findByRole('heading', { level: 1, name: t('questionOf', { n: 1, total: 3 }) })).toBeTruthy();
  });

  it('says at once what is missing or does not fit, and sends nothing that cannot be submitted', async () => {
    const fetchMock = openWithForm([{ method: 'POST', path: '/api/interview/5/7/form/submit', reply: fail(400, t('form.formIncomplete'), { mail: [t('form.formFieldRequired')] }) }]);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(await screen.findByText(t('form.formEmailInvalid'))).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: t('continue') }));
    expect(await screen.findByText(t('form.formConsentRequired'))).toBeTruthy();
    expect(callsTo(fetchMock, '/api/interview/5/7/form/submit')).toHaveLength(0);
  });
});
