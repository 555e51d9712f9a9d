import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { DoneStep } from './FinishStep';
import { t } from '../i18n';

/* The closing page's data request (issue 16). */

describe('DoneStep data request', () => {
  it('asks for the deletion with the address given and shows the server’s answer', async () => {
    const fetchMock = mockApi([{ method: 'POST', path: '/api/DataRequest', reply: ok(CANDIDATE_MSG.dataRequestSent, 202) }]);
    render(<DoneStep closingText={t('dialog.closing')} rating={null} />);
    fireEvent.click(screen.getByRole('radio', { name: t('dataRequestErase') }));
    fireEvent.change(screen.getByLabelText(t('dataRequestEmail')), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: t('dataRequestSend') }));
    expect(await screen.findByText(t('server.dataRequestSent'))).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/DataRequest')[0][1].body))).toEqual({ email: 'me@example.com', kind: 'erase' });
    expect(screen.queryByRole('button', { name: t('dataRequestSend') })).toBeNull();
  });

  it('shows the field’s message when the server refuses the address', async () => {
    mockApi([{ method: 'POST', path: '/api/DataRequest', reply: fail(400, CANDIDATE_MSG.validationFailed, { email: [CANDIDATE_MSG.emailFormatInvalid] }) }]);
    render(<DoneStep closingText={t('dialog.closing')} rating={null} />);
    fireEvent.change(screen.getByLabelText(t('dataRequestEmail')), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: t('dataRequestSend') }));
    expect(await screen.findByText(t('server.emailFormatInvalid'))).toBeTruthy();
    expect(screen.getByLabelText(t('dataRequestEmail')).getAttribute('aria-invalid')).toBe('true');
  });
});
