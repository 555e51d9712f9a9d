import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type templatesApi,
  type BodyOf,
  type DataOf,
  type EndpointAt,
  type JobDescriptionTemplateInput,
  type JobDescriptionTemplateUpdate,
  type TemplateListItem as WireTemplateListItem,
} from '@candid/shared';
import { fromWire, type OffWire } from '@candid/shared/wire';
import { templatesRoutes, type Route } from '@candid/shared/routes';
import { apiCall, type CallArgs } from './client';
import {
  jobDescriptionTemplateFromWire,
  questionTemplateFromWire,
  templateFromWire,
  toWire,
  wireNames,
  type JobDescriptionTemplate,
  type QuestionTemplate,
  type Template,
} from './entities';
import { templateKeys } from './queryKeys';

type TemplateNames = typeof wireNames.templates;
type QuestionTemplateNames = typeof wireNames.questionTemplates;
type JobDescriptionNames = typeof wireNames.jobDescriptionTemplates;
/** Each member of a union renamed on its own (a template question's kinds). */
type EachOffWire<T> = T extends unknown ? OffWire<T, QuestionTemplateNames> : never;

/** An item of GET /Template: the template with its number of live questions. */
export type TemplateListItem = OffWire<WireTemplateListItem, TemplateNames>;
export const templateListItemFromWire = (wire: WireTemplateListItem): TemplateListItem => fromWire(wireNames.templates, wire);

/** A question template set as GET /Template lists it (newest first). */
export type TemplateSummary = Pick<TemplateListItem, 'id' | 'name' | 'createdAt'> & {
  QuestionCount?: number;
};

/** A question of a template as GET /QuestionTemplate/GetByTemplate lists it (in order), with its kind (issue 29). */
export type TemplateQuestion = Pick<QuestionTemplate, 'id' | 'templateId' | 'text' | 'order' | 'required' | 'kind' | 'settings'>;

/** POST /QuestionTemplate's body: the text, and the kind with its settings and Required (none: a required video question). */
export type NewTemplateQuestion = EachOffWire<BodyOf<typeof templatesApi.createQuestion>>;
/** PUT /QuestionTemplate's body: what changed. */
export type TemplateQuestionChange = OffWire<BodyOf<typeof templatesApi.updateQuestion>, QuestionTemplateNames>;

/** A job-description template as GET /JobDescription lists it; the HTML is sanitized by the server. */
export type JobDescriptionItem = Pick<JobDescriptionTemplate, 'id' | 'jobName' | 'jobDescription'>;
/** POST /JobDescription's body: a name and a description. */
export type NewJobDescription = OffWire<JobDescriptionTemplateInput, JobDescriptionNames>;
/** PUT /JobDescription's body: what changed. */
export type JobDescriptionChange = OffWire<JobDescriptionTemplateUpdate, JobDescriptionNames>;

/** What a mutation hands back: the data and the server's message, shown as a toast. */
export interface MutationResult<T> {
  data: T;
  message?: string;
}

/** A template mutation: the route's data renamed to the domain, and the server's message (shown as a toast). */
async function send<R extends Route, T>(
  rename: (data: DataOf<EndpointAt<R>>) => T,
  route: R,
  ...args: CallArgs<R>
): Promise<MutationResult<T>> {
  const res = await apiCall(route, ...args);
  return { data: rename(res.data), message: res.message };
}

/** A reply's data that needs no renaming (a delete's true). */
const asIs = <T>(data: T): T => data;

/** The server's saved copy renamed, or null when the data is not one (a mocked or older server may answer without it). */
function savedCopy<W extends object, D>(data: W | null | undefined, idField: keyof W, rename: (wire: W) => D): D | null {
  return data && typeof data === 'object' && idField in data ? rename(data) : null;
}

// ---- Question templates ----------------------------------------------------------------

/** GET /Template: the enterprise's question templates, newest first. */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.list,
    queryFn: async (): Promise<TemplateListItem[]> => (await apiCall(templatesRoutes.list)).data.map(templateListItemFromWire),
  });
}

/** POST /Template */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      send((data): Template | null => savedCopy(data, 'pk_Template_ID', templateFromWire), templatesRoutes.create, {
        json: toWire(wireNames.templates, { name }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.list }),
  });
}

/** PUT /Template: renames; the cached list is patched in place. */
export function useRenameTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; name: string }) =>
      send((data): Template | null => savedCopy(data, 'pk_Template_ID', templateFromWire), templatesRoutes.update, {
        json: toWire(wireNames.templates, input),
      }),
    onSuccess: (_result, input) => {
      queryClient.setQueryData<TemplateSummary[]>(templateKeys.list, (old) =>
        old?.map((t) => (t.id === input.id ? { ...t, name: input.name } : t)),
      );
    },
  });
}

/** DELETE /Template/{id} (soft delete on the server). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => send(asIs, templatesRoutes.remove, { params: { id: templateId } }),
    onSuccess: (_result, templateId) => {
      queryClient.setQueryData<TemplateSummary[]>(templateKeys.list, (old) => old?.filter((t) => t.id !== templateId));
      queryClient.removeQueries({ queryKey: templateKeys.questions(templateId) });
    },
  });
}

/** GET /QuestionTemplate/GetByTemplate?templateId= : the template's questions in order. */
export function useTemplateQuestions(templateId: number, enabled = true) {
  return useQuery({
    queryKey: templateKeys.questions(templateId),
    queryFn: async (): Promise<TemplateQuestion[]> =>
      (await apiCall(templatesRoutes.questionsOf, { query: { templateId } })).data.map(questionTemplateFromWire),
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
    mutationFn: (input: NewTemplateQuestion) =>
      send(
        (data): QuestionTemplate | null => savedCopy(data, 'pk_QuestionTemplate_ID', questionTemplateFromWire),
        templatesRoutes.createQuestion,
        { json: newTemplateQuestionWire(input) },
      ),
    onSuccess: (_result, input) => invalidate(input.templateId),
  });
}

/** A new template question's body under the wire's names (each kind of the union on its own). */
function newTemplateQuestionWire(input: NewTemplateQuestion): BodyOf<typeof templatesApi.createQuestion> {
  return toWire(wireNames.questionTemplates, input);
}

/** PUT /QuestionTemplate: the cached question is replaced by the server's copy. */
export function useUpdateTemplateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId: _templateId, ...change }: TemplateQuestionChange & { templateId: number }) =>
      send(
        (data): QuestionTemplate | null => savedCopy(data, 'pk_QuestionTemplate_ID', questionTemplateFromWire),
        templatesRoutes.updateQuestion,
        { json: toWire(wireNames.questionTemplates, change) },
      ),
    onSuccess: (result, input) => {
      // A mocked or older server may answer without the saved copy: then the sent fields are patched in.
      const saved = result.data;
      queryClient.setQueryData<TemplateQuestion[]>(templateKeys.questions(input.templateId), (old) =>
        old?.map((q) => {
          if (q.id !== input.id) return q;
          if (saved) return saved;
          return input.text === undefined ? q : { ...q, text: input.text };
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
      send(asIs, templatesRoutes.removeQuestion, { query: { id: input.questionId } }),
    onSuccess: (_result, input) => {
      queryClient.setQueryData<TemplateQuestion[]>(templateKeys.questions(input.templateId), (old) =>
        old?.filter((q) => q.id !== input.questionId),
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
    queryFn: async (): Promise<JobDescriptionTemplate[]> =>
      (await apiCall(templatesRoutes.jobDescriptions)).data.map(jobDescriptionTemplateFromWire),
  });
}

/** POST /JobDescription */
export function useCreateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewJobDescription) =>
      send(
        (data): JobDescriptionTemplate | null => savedCopy(data, 'pk_JobDescription_ID', jobDescriptionTemplateFromWire),
        templatesRoutes.createJobDescription,
        { json: toWire(wireNames.jobDescriptionTemplates, input) },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.jobDescriptions }),
  });
}

/** PUT /JobDescription: name and/or description; the server's sanitized copy replaces the cached one. */
export function useUpdateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobDescriptionChange) =>
      send(
        (data): JobDescriptionTemplate | null => savedCopy(data, 'pk_JobDescription_ID', jobDescriptionTemplateFromWire),
        templatesRoutes.updateJobDescription,
        { json: toWire(wireNames.jobDescriptionTemplates, input) },
      ),
    onSuccess: (result, input) => {
      // A mocked or older server may answer without the saved copy.
      const saved = result.data;
      queryClient.setQueryData<JobDescriptionItem[]>(templateKeys.jobDescriptions, (old) =>
        old?.map((jd) => {
          if (jd.id !== input.id) return jd;
          if (saved) return { ...jd, jobName: saved.jobName, jobDescription: saved.jobDescription };
          return {
            ...jd,
            ...(input.jobName !== undefined ? { jobName: input.jobName } : {}),
            ...(input.jobDescription !== undefined ? { jobDescription: input.jobDescription } : {}),
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
    mutationFn: (id: number) => send(asIs, templatesRoutes.removeJobDescription, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<JobDescriptionItem[]>(templateKeys.jobDescriptions, (old) => old?.filter((jd) => jd.id !== id));
    },
  });
}
