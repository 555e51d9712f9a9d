import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { buildPlan } from '../test/billing';
import { limitLines } from './PackageLimitDialog';

describe('PackageLimitDialog: which limit (issue 28)', () => {
  it("names the 402's limit from its details", () => {
    const jobs = new ApiError(402, 'limit', { limit: ['jobs'], used: ['5'], allowed: ['5'], packageName: ['Starter'] });
    expect(limitLines(jobs, undefined)).toEqual(['Jobs: 5 of 5 on Starter']);
    const users = new ApiError(402, 'limit', { limit: ['users'], used: ['5'], allowed: ['5'], packageName: ['Starter'], remainingUsers: ['0'] });
    expect(limitLines(users, buildPlan())).toEqual(['Team members: 5 of 5 on Starter']);
    const ended = new ApiError(402, 'limit', { limit: ['jobs'], used: ['1'], allowed: ['5'], packageName: ['Growth'], expired: ['true'] });
    expect(limitLines(ended, undefined)).toEqual(['Your Growth package has ended.']);
  });

  it('without a 402, names the meters of the plan that have nothing left', () => {
    const plan = buildPlan({ jobs: { used: 5, limit: 5, remaining: 0 }, users: { used: 5, limit: 5, remaining: 0 } });
    expect(limitLines(undefined, plan)).toEqual(['Jobs: 5 of 5 on Starter', 'Team members: 5 of 5 on Starter']);
    expect(limitLines(undefined, buildPlan({ isPackageExpired: true }))).toEqual(['Your Starter package has ended.']);
    expect(limitLines(undefined, buildPlan())).toEqual([]);
  });
});
