import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { CandidateExperienceCard } from './CandidateExperienceCard';

const show = (summary: { RatingCount: number; AverageRating: number | null }) => {
  mockApi([{ method: 'GET', path: '/api/Campaign/42/CandidateExperience', reply: ok(summary) }]);
  renderWithProviders(<CandidateExperienceCard campaignId={42} />);
};

describe('CandidateExperienceCard (issue 33)', () => {
  it('shows the average of five or more ratings', async () => {
    show({ RatingCount: 12, AverageRating: 4.25 });
    expect(await screen.findByText('4.3')).toBeTruthy();
    expect(screen.getByText('from 12 candidates who rated the interview after finishing it')).toBeTruthy();
  });

  it('says why there is no average yet, with fewer than five ratings or none', async () => {
    show({ RatingCount: 1, AverageRating: null });
    expect(await screen.findByText(/^1 candidate has rated the interview\. The average shows from 5 ratings/)).toBeTruthy();
  });

  it('says candidates rate after finishing when none has', async () => {
    show({ RatingCount: 0, AverageRating: null });
    expect(await screen.findByText('No candidate has rated the interview yet. Candidates can rate it after they finish.')).toBeTruthy();
  });
});
