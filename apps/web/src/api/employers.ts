import { useQuery } from '@tanstack/react-query';
import { COUNTS, employersApi, usersApi } from '@candid/shared';
import { apiCall } from './client';
import { employerKeys } from './queryKeys';

/** GET /Employer/GetEmployerByEnterpirseID: the client employers (first page of 50). */
export function useEnterpriseEmployers(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: employerKeys.byEnterprise(enterpriseId ?? 0),
    queryFn: async () =>
      (
        await apiCall(employersApi.page, '/Employer/GetEmployerByEnterpirseID', {
          query: { ps: COUNTS.employerPageSize, pn: 1, id: enterpriseId },
        })
      ).data,
    enabled: !!enterpriseId,
    staleTime: 60_000,
  });
}

/**
 * GET /User/GetUserByEnterpriseId: the team, for the job screen's hiring-manager picker
 * and @mentions.
 */
export function useEnterpriseTeam(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: employerKeys.team(enterpriseId ?? 0),
    queryFn: async () =>
      (await apiCall(usersApi.byEnterprise, '/User/GetUserByEnterpriseId', { query: { Enterprise_ID: enterpriseId } })).data,
    enabled: !!enterpriseId,
    staleTime: 60_000,
  });
}
