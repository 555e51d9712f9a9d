import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../test/api';
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
    expect(bodyOf(fetchMock, '/api/CampaignLine/501/Accommodation')).toEqual({ CampaignLine_AccommodationTime: '2', CampaignLine_AccommodationRetakes: 1 });
    expect(screen.queryByRole('dialog', { name: 'Accommodation' })).toBeNull();
  });
});
