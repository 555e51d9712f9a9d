import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type templatesApi,
  type BodyOf,
  type DataOf,
  type EndpointAt,
  type JobDescriptionTemplate,
  type JobDescriptionTemplateInput,
  type JobDescriptionTemplateUpdate,
  type QuestionTemplate,
  type TemplateListItem,
} from '@candid/shared';
import { templatesRoutes, type Route } from '@candid/shared/routes';
import { apiCall, type CallArgs } from './client';
import { templateKeys } from './queryKeys';

/** A question template set as GET /Template lists it (newest first). */
export type TemplateSummary = Pick<TemplateListItem, 'pk_Template_ID' | 'Template_Name' | 'Template_DateOfCreation'> & {
  QuestionCount?: number;
};

/** A question of a template as GET /QuestionTemplate/GetByTemplate lists it (in order), with its kind (issue 29). */
export type TemplateQuestion = Pick<
  QuestionTemplate,
  | 'pk_QuestionTemplate_ID'
  | 'fk_Template_ID'
  | 'QuestionTemplate_Text'
  | 'QuestionTemplate_Order'
  | 'QuestionTemplate_Required'
  | 'QuestionTemplate_Kind'
  | 'QuestionTemplate_Settings'
>;

/** POST /QuestionTemplate's body: the text, and the kind with its settings and Required (none: a required video question). */
export type NewTemplateQuestion = BodyOf<typeof templatesApi.createQuestion>;
/** PUT /QuestionTemplate's body: what changed. */
export type TemplateQuestionChange = BodyOf<typeof templatesApi.updateQuestion>;

/** A job-description template as GET /JobDescription lists it; the HTML is sanitized by the server. */
export type JobDescriptionItem = Pick<JobDescriptionTemplate, 'pk_JobDescription_ID' | 'Job_Name' | 'Job_Description'>;

/** What a mutation hands back: the data and the server's message, shown as a toast. */
export interface MutationResult<T> {
  data: T;
  message?: string;
}

/** A template mutation: the route's data and the server's message (shown as a toast). */
async function send<R extends Route>(route: R, ...args: CallArgs<R>): Promise<MutationResult<DataOf<EndpointAt<R>>>> {
  const res = await apiCall(route, ...args);
  return { data: res.data, message: res.message };
}

// ---- Question templates ----------------------------------------------------------------

/** GET /Template: the enterprise's question templates, newest first. */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.list,
    queryFn: async () => (await apiCall(templatesRoutes.list)).data,
  });
}

/** POST /Template */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => send(templatesRoutes.create, { json: { Template_Name: name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.list }),
  });
}

/** PUT /Template: renames; the cached list is patched in place. */
export function useRenameTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pk_Template_ID: number; Template_Name: string }) =>
      send(templatesRoutes.update, { json: input }),
    onSuccess: (_result, input) => {
      queryClient.setQueryData<TemplateSummary[]>(templateKeys.list, (old) =>
        old?.map((t) => (t.pk_Template_ID === input.pk_Template_ID ? { ...t, Template_Name: input.Template_Name } : t)),
      );
    },
  });
}

/** DELETE /Template/{id} (soft delete on the server). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => send(templatesRoutes.remove, { params: { id: templateId } }),
    onSuccess: (_result, templateId) => {
      queryClient.setQueryData<TemplateSummary[]>(templateKeys.list, (old) =>
        old?.filter((t) => t.pk_Template_ID !== templateId),
      );
      queryClient.removeQueries({ queryKey: templateKeys.questions(templateId) });
    },
  });
}

/** GET /QuestionTemplate/GetByTemplate?templateId= : the template's questions in order. */
export function useTemplateQuestions(templateId: number, enabled = true) {
  return useQuery({
    queryKey: templateKeys.questions(templateId),
    queryFn: async () =>
      (await apiCall(templatesRoutes.questionsOf, { query: { templateId } })).data,
    enabled,
  });
}

/** Refreshes one template's questions and the list (its question count). */
function useInvalidateTemplate() {
  const queryClient = useQueryClient();
  return (templateId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.questions(templateId) }),
      queryClient.invalidateQueries({ queryKey: templateKeys.list }),
    ]);
}

/** POST /QuestionTemplate */
export function useCreateTemplateQuestion() {
  const invalidate = useInvalidateTemplate();
  return useMutation({
    mutationFn: (input: NewTemplateQuestion) => send(templatesRoutes.createQuestion, { json: input }),
    onSuccess: (_result, input) => invalidate(input.fk_Template_ID),
  });
}

/** PUT /QuestionTemplate: the cached question is replaced by the server's copy. */
export function useUpdateTemplateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId: _templateId, ...change }: TemplateQuestionChange & { templateId: number }) =>
      send(templatesRoutes.updateQuestion, { json: change }),
    onSuccess: (result, input) => {
      // A mocked or older server may answer without the saved copy: then the sent fields are patched in.
      const saved = result.data && typeof result.data === 'object' && 'pk_QuestionTemplate_ID' in result.data ? result.data : null;
      queryClient.setQueryData<TemplateQuestion[]>(templateKeys.questions(input.templateId), (old) =>
        old?.map((q) => {
          if (q.pk_QuestionTemplate_ID !== input.pk_QuestionTemplate_ID) return q;
          if (saved) return saved;
          return input.QuestionTemplate_Text === undefined ? q : { ...q, QuestionTemplate_Text: input.QuestionTemplate_Text };
        }),
      );
      if (!saved) void queryClient.invalidateQueries({ queryKey: templateKeys.questions(input.templateId) });
    },
  });
}

/** DELETE /QuestionTemplate/?id= (soft delete on the server). */
export function useDeleteTemplateQuestion() {
  const invalidate = useInvalidateTemplate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: number; questionId: number }) =>
      send(templatesRoutes.removeQuestion, { query: { id: input.questionId } }),
    onSuccess: (_result, input) => {
      queryClient.setQueryData<TemplateQuestion[]>(templateKeys.questions(input.templateId), (old) =>
        old?.filter((q) => q.pk_QuestionTemplate_ID !== input.questionId),
      );
      return invalidate(input.templateId);
    },
  });
}

// ---- Job-description templates -----------------------------------------------------------

/** GET /JobDescription: the enterprise's job-description templates, newest first. */
export function useJobDescriptions() {
  return useQuery({
    queryKey: templateKeys.jobDescriptions,
    queryFn: async () => (await apiCall(templatesRoutes.jobDescriptions)).data,
  });
}

/** POST /JobDescription */
export function useCreateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobDescriptionTemplateInput) => send(templatesRoutes.createJobDescription, { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.jobDescriptions }),
  });
}

/** PUT /JobDescription: name and/or description; the server's sanitized copy replaces the cached one. */
export function useUpdateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobDescriptionTemplateUpdate) => send(templatesRoutes.updateJobDescription, { json: input }),
    onSuccess: (result, input) => {
      // A mocked or older server may answer without the saved copy.
      const saved = result.data && typeof result.data === 'object' && 'pk_JobDescription_ID' in result.data ? result.data : null;
      queryClient.setQueryData<JobDescriptionItem[]>(templateKeys.jobDescriptions, (old) =>
        old?.map((jd) => {
          if (jd.pk_JobDescription_ID !== input.pk_JobDescription_ID) return jd;
          if (saved) return { ...jd, Job_Name: saved.Job_Name, Job_Description: saved.Job_Description };
          return {
            ...jd,
            ...(input.Job_Name !== undefined ? { Job_Name: input.Job_Name } : {}),
            ...(input.Job_Description !== undefined ? { Job_Description: input.Job_Description } : {}),
          };
        }),
      );
      // Without the server's copy, refetch so the sanitized HTML is what is shown.
      if (!saved) void queryClient.invalidateQueries({ queryKey: templateKeys.jobDescriptions });
    },
  });
}

/** DELETE /JobDescription/{id} (soft delete on the server). */
export function useDeleteJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => send(templatesRoutes.removeJobDescription, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<JobDescriptionItem[]>(templateKeys.jobDescriptions, (old) =>
        old?.filter((jd) => jd.pk_JobDescription_ID !== id),
      );
    },
  });
}
