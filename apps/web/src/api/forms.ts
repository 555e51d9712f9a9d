import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationFormInput, formsApi } from '@candid/shared';
import { apiCall } from './client';
import { formKeys } from './queryKeys';

/*
 * Application forms (issue 29, /custom-form): the company's forms, the one new jobs start with,
 * and a job's choice of form. Every change refreshes the list (job counts and the default move).
 */

/** GET /Form: the company's forms, the default first. */
export function useForms() {
  return useQuery({ queryKey: formKeys.list, queryFn: async () => (await apiCall<typeof formsApi.list>('/Form')).data });
}

function useFormMutation<A>(run: (args: A) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }) });
}

/** POST /Form, or PUT /Form/{id} with an id: the whole form. */
export function useSaveForm() {
  return useFormMutation(({ id, form }: { id: number | null; form: ApplicationFormInput }) =>
    id === null
      ? apiCall<typeof formsApi.create>('/Form', { method: 'POST', json: form })
      : apiCall<typeof formsApi.update>(`/Form/${id}`, { method: 'PUT', json: form }),
  );
}

/** PUT /Form/{id}/Default */
export function useMakeDefaultForm() {
  return useFormMutation((id: number) => apiCall<typeof formsApi.makeDefault>(`/Form/${id}/Default`, { method: 'PUT' }));
}

/** DELETE /Form/{id} (409 while a job uses it). */
export function useDeleteForm() {
  return useFormMutation((id: number) => apiCall<typeof formsApi.remove>(`/Form/${id}`, { method: 'DELETE' }));
}

/** GET /Campaign/{id}/Form: the job's form (null: none). */
export function useJobForm(campaignId: number | undefined) {
  return useQuery({
    queryKey: formKeys.ofJob(campaignId ?? 0),
    enabled: campaignId !== undefined,
    queryFn: async () => (await apiCall<typeof formsApi.jobForm>(`/Campaign/${campaignId}/Form`)).data,
  });
}

/** PUT /Campaign/{id}/Form */
export function useSetJobForm(campaignId: number) {
  return useFormMutation((formId: number | null) => apiCall<typeof formsApi.setJobForm>(`/Campaign/${campaignId}/Form`, { method: 'PUT', json: { formId } }));
}

/** GET /CampaignLine/{id}/Form: a candidate's application form as they filled it in. */
export function useLineForm(lineId: number) {
  return useQuery({
    queryKey: formKeys.ofLine(lineId),
    queryFn: async () => (await apiCall<typeof formsApi.lineForm>(`/CampaignLine/${lineId}/Form`)).data,
  });
}
