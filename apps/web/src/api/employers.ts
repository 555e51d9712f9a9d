import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COUNTS, type Employer, type EmployerInput, type EmployerUpdate } from '@candid/shared';
import { employersRoutes, usersRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { employerKeys } from './queryKeys';

/** GET /Employer/GetEmployerByEnterpirseID: the client employers (first page of 50). */
export function useEnterpriseEmployers(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: employerKeys.byEnterprise(enterpriseId ?? 0),
    queryFn: async () =>
      (
        await apiCall(employersRoutes.page, {
          query: { ps: COUNTS.employerPageSize, pn: 1, id: enterpriseId },
        })
      ).data,
    enabled: !!enterpriseId,
    staleTime: 60_000,
  });
}

/** GET /Employer: every client employer of the caller's enterprise (the Clients page). */
export function useEmployers() {
  return useQuery({
    queryKey: employerKeys.all,
    queryFn: async () => (await apiCall(employersRoutes.list)).data,
  });
}

/** GET /Employer/{id} */
export function useEmployer(id: number | undefined) {
  return useQuery({
    queryKey: employerKeys.byId(id ?? 0),
    queryFn: async () => (await apiCall(employersRoutes.byId, { params: { id: id ?? 0 } })).data,
    enabled: id !== undefined && id > 0,
  });
}

/**
 * Puts the server's copy of an employer into every cache that lists it: its own entry, the
 * Clients list and the job screen's company chooser (added when new).
 */
export function storeEmployer(queryClient: QueryClient, employer: Employer) {
  queryClient.setQueryData(employerKeys.byId(employer.pk_Employer_ID), employer);
  const upsert = (list: Employer[] | undefined) => {
    if (!list) return list;
    const at = list.findIndex((e) => e.pk_Employer_ID === employer.pk_Employer_ID);
    return at < 0 ? [employer, ...list] : list.map((e, i) => (i === at ? employer : e));
  };
  queryClient.setQueryData<Employer[]>(employerKeys.all, upsert);
  queryClient.setQueryData<Employer[]>(employerKeys.byEnterprise(employer.fk_Enterprise_ID), upsert);
}

/** POST /employer; SPEC §8: the answer's message is 'Employer created'. */
export function useCreateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmployerInput) => apiCall(employersRoutes.create, { json: input }),
    onSuccess: (answer) => storeEmployer(queryClient, answer.data),
  });
}

/** PUT /employer/{id} (partial). Resolves to the whole answer: SPEC §8 shows its text. */
export function useUpdateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update }: { id: number; update: EmployerUpdate }) =>
      apiCall(employersRoutes.update, { params: { pk_Employer_ID: id }, json: update }),
    onSuccess: (answer) => storeEmployer(queryClient, answer.data),
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
      (await apiCall(usersRoutes.byEnterprise, { query: { Enterprise_ID: enterpriseId } })).data,
    enabled: !!enterpriseId,
    staleTime: 60_000,
  });
}
