import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../../test/api';
import { buildDetail } from '../../test/candidates';
import { bodyOf, openPage } from '../../test/candidate-info';

describe('CandidateInfoPage: accommodation (issue 32)', () => {
  it('grants twice the time and an extra attempt, and shows what was granted', async () => {
    const granted = buildDetail({
      CampaignLine_AccommodationTime: '2',
      CampaignLine_AccommodationRetakes: 1,
      CampaignLine_AccommodationGrantedAt: '2025-03-07T09:00:00.000Z',
    });
    const fetchMock = await openPage([{ method: 'PUT', path: '/api/CampaignLine/501/Accommodation', reply: ok(granted) }]);
    const card = screen.getByRole('region', { name: 'Accommodation' });
    expect(within(card).getByText('None granted.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Grant accommodation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accommodation' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Twice the time' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Extra attempts per question' }));
    fireEvent.click(await screen.findByRole('option', { name: '1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(card).getByText('Granted: 2× time, 1 extra attempt per question.')).toBeTruthy());
    expect(bodyOf(fetchMock, '/api/CampaignLine/501/Accommodation')).toEqual({
      CampaignLine_AccommodationTime: '2',
      CampaignLine_AccommodationRetakes: 1,
      CampaignLine_AccommodationEndDate: null,
    });
    expect(screen.queryByRole('dialog', { name: 'Accommodation' })).toBeNull();
  });

  it("shows those who decide what the candidate asked for, and grants a later deadline", async () => {
    const asked = buildDetail({ CampaignLine_AccommodationRequest: 'I need captions and\nmore time.', CampaignLine_AccommodationRequestedAt: '2025-03-06T08:00:00.000Z' });
    const granted = { ...asked, CampaignLine_AccommodationEndDate: '2025-04-30', CampaignLine_AccommodationGrantedAt: '2025-03-07T09:00:00.000Z' };
    const fetchMock = await openPage([
      { method: 'GET', path: '/api/CampaignLine/501', reply: ok(asked) },
      { method: 'PUT', path: '/api/CampaignLine/501/Accommodation', reply: ok(granted) },
    ]);
    const card = screen.getByRole('region', { name: 'Accommodation' });
    expect(within(card).getByText('The candidate asked on 6th Mar, 2025:')).toBeTruthy();
    expect(within(card).getByText(/I need captions and\s+more time\./)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Grant accommodation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accommodation' });
    fireEvent.change(within(dialog).getByLabelText('Later deadline'), { target: { value: '2025-04-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).getByText('Granted: until 30th Apr, 2025.')).toBeTruthy());
    expect(bodyOf(fetchMock, '/api/CampaignLine/501/Accommodation')).toEqual({
      CampaignLine_AccommodationTime: null,
      CampaignLine_AccommodationRetakes: 0,
      CampaignLine_AccommodationEndDate: '2025-04-30',
    });
  });

  it("says under the deadline when it is not after the job's end date", async () => {
    const message = "The candidate's deadline must be after the job's end date (31 March 2025).";
    await openPage([{ method: 'PUT', path: '/api/CampaignLine/501/Accommodation', reply: fail(400, message, { CampaignLine_AccommodationEndDate: [message] }) }]);
    fireEvent.click(screen.getByRole('button', { name: 'Grant accommodation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accommodation' });
    fireEvent.change(within(dialog).getByLabelText('Later deadline'), { target: { value: '2025-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText('Later deadline').getAttribute('aria-invalid')).toBe('true');
  });
});
