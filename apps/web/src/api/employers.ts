import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COUNTS, type EmployerInput as WireEmployerInput, type EmployerUpdate as WireEmployerUpdate } from '@candid/shared';
import { employersRoutes, usersRoutes } from '@candid/shared/routes';
import type { OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { employerFromWire, toWire, userFromWire, wireNames, type Employer } from './entities';
import { employerKeys } from './queryKeys';

/** POST /employer's body in the domain's names. */
export type EmployerInput = OffWire<WireEmployerInput, typeof wireNames.employers>;
/** PUT /employer/{id}'s body in the domain's names: only the fields that change. */
export type EmployerUpdate = OffWire<WireEmployerUpdate, typeof wireNames.employers>;

/** GET /Employer/GetEmployerByEnterpirseID: the client employers (first page of 50). */
export function useEnterpriseEmployers(enterpriseId: number | undefined) {
  return useQuery({
    queryKey: employerKeys.byEnterprise(enterpriseId ?? 0),
    queryFn: async () =>
      (
        await apiCall(employersRoutes.page, {
          query: { ps: COUNTS.employerPageSize, pn: 1, id: enterpriseId },
        })
      ).data.map(employerFromWire),
    enabled: !!enterpriseId,
    staleTime: 60_000,
  });
}

/** GET /Employer: every client employer of the caller's enterprise (the Clients page). */
export function useEmployers() {
  return useQuery({
    queryKey: employerKeys.all,
    queryFn: async () => (await apiCall(employersRoutes.list)).data.map(employerFromWire),
  });
}

/** GET /Employer/{id} */
export function useEmployer(id: number | undefined) {
  return useQuery({
    queryKey: employerKeys.byId(id ?? 0),
    queryFn: async () => employerFromWire((await apiCall(employersRoutes.byId, { params: { id: id ?? 0 } })).data),
    enabled: id !== undefined && id > 0,
  });
}

/**
 * Puts the server's copy of an employer (renamed) into every cache that lists it: its own entry,
 * the Clients list and the job screen's company chooser (added when new).
 */
export function storeEmployer(queryClient: QueryClient, employer: Employer) {
  queryClient.setQueryData(employerKeys.byId(employer.id), employer);
  const upsert = (list: Employer[] | undefined) => {
    if (!list) return list;
    const at = list.findIndex((e) => e.id === employer.id);
    return at < 0 ? [employer, ...list] : list.map((e, i) => (i === at ? employer : e));
  };
  queryClient.setQueryData<Employer[]>(employerKeys.all, upsert);
  queryClient.setQueryData<Employer[]>(employerKeys.byEnterprise(employer.enterpriseId), upsert);
}

/** POST /employer; SPEC §8: the answer's message is 'Employer created'. Resolves to the whole answer, its employer renamed. */
export function useCreateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmployerInput) => {
      const answer = await apiCall(employersRoutes.create, { json: toWire(wireNames.employers, input) });
      return { ...answer, data: employerFromWire(answer.data) };
    },
    onSuccess: (answer) => storeEmployer(queryClient, answer.data),
  });
}

/** PUT /employer/{id} (partial). Resolves to the whole answer (SPEC §8 shows its text), its employer renamed. */
export function useUpdateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update }: { id: number; update: EmployerUpdate }) => {
      const answer = await apiCall(employersRoutes.update, { params: { pk_Employer_ID: id }, json: toWire(wireNames.employers, update) });
      return { ...answer, data: employerFromWire(answer.data) };
    },
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
      (await apiCall(usersRoutes.byEnterprise, { query: { Enterprise_ID: enterpriseId } })).data.map(userFromWire),
    enabled: !!enterpriseId,
    staleTime: 60_000,
  });
}
