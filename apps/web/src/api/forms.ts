import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationFormInput } from '@candid/shared';
import { formsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { formKeys } from './queryKeys';

/*
 * Application forms (issue 29, /custom-form): the company's forms, the one new jobs start with,
 * and a job's choice of form. Every change refreshes the list (job counts and the default move).
 */

/** GET /Form: the company's forms, the default first. */
export function useForms() {
  return useQuery({ queryKey: formKeys.list, queryFn: async () => (await apiCall(formsRoutes.list)).data });
}

function useFormMutation<A>(run: (args: A) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }) });
}

/** POST /Form, or PUT /Form/{id} with an id: the whole form. */
export function useSaveForm() {
  return useFormMutation(({ id, form }: { id: number | null; form: ApplicationFormInput }) =>
    id === null
      ? apiCall(formsRoutes.create, { json: form })
      : apiCall(formsRoutes.update, { params: { id }, json: form }),
  );
}

/** PUT /Form/{id}/Default */
export function useMakeDefaultForm() {
  return useFormMutation((id: number) => apiCall(formsRoutes.makeDefault, { params: { id } }));
}

/** DELETE /Form/{id} (409 while a job uses it). */
export function useDeleteForm() {
  return useFormMutation((id: number) => apiCall(formsRoutes.remove, { params: { id } }));
}

/** GET /Campaign/{id}/Form: the job's form (null: none). */
export function useJobForm(campaignId: number | undefined) {
  return useQuery({
    queryKey: formKeys.ofJob(campaignId ?? 0),
    enabled: campaignId !== undefined,
    queryFn: async () => (await apiCall(formsRoutes.jobForm, { params: { id: campaignId ?? 0 } })).data,
  });
}

/** PUT /Campaign/{id}/Form */
export function useSetJobForm(campaignId: number) {
  return useFormMutation((formId: number | null) => apiCall(formsRoutes.setJobForm, { params: { id: campaignId }, json: { formId } }));
}

/** GET /CampaignLine/{id}/Form: a candidate's application form as they filled it in. */
export function useLineForm(lineId: number) {
  return useQuery({
    queryKey: formKeys.ofLine(lineId),
    queryFn: async () => (await apiCall(formsRoutes.lineForm, { params: { id: lineId } })).data,
  });
}
