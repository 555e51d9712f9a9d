import { z } from 'zod';

/*
 * Which resource each id in a route's input names (issue 27). Every id-like field of a route's
 * URL params, query string or JSON body must be classified, here by its name or on the route
 * (`config.access.ids`) where the name alone is ambiguous (`id`, `ids`). The registry test fails
 * any route with an unclassified one, and the cross-tenant test sends another enterprise's id of
 * each tenant resource to every member route, so a new route with an id is covered without
 * anyone writing a test for it.
 */

/** What an enterprise owns: another enterprise's is not found (404), whether or not it exists. */
export const TENANT_RESOURCES = [
  'enterprise',
  'user',
  'session',
  'campaign',
  'campaignLine',
  'question',
  'questionResponse',
  'questionResponseRating',
  'candidateRating',
  'candidateResume',
  'interviewVideo',
  'comment',
  'notification',
  'setting',
  'template',
  'questionTemplate',
  'jobDescription',
  'applicationForm',
  'employer',
  'reviewShare',
  'apiKey',
  'webhook',
  'webhookDelivery',
] as const;
export type TenantResource = (typeof TENANT_RESOURCES)[number];

/**
 * What lives inside a job: the job, its questions, candidates, their answers, ratings, resumes,
 * interview videos and review shares, its comments and settings. A Hiring Manager reaches these only for the jobs whose
 * hiring manager they are (issue 28, `visibleJobs` in modules/campaigns/policy.ts); another job's
 * is not found (404), as another tenant's would be. The hiring-manager scope test probes every member
 * route with an id of one of these kinds.
 */
export const JOB_RESOURCES = [
  'campaign',
  'campaignLine',
  'question',
  'questionResponse',
  'questionResponseRating',
  'candidateRating',
  'candidateResume',
  'interviewVideo',
  'comment',
  'setting',
  'reviewShare',
] as const satisfies readonly TenantResource[];
export type JobResource = (typeof JOB_RESOURCES)[number];

/**
 * Ids that are no tenant's: `reference`, shared data every enterprise reads (countries, job
 * categories, packages, role levels); `external`, another system's (Stripe, SEEK, idibu, the
 * legacy app's job number, the client's own reference); `ignored`, a field the route accepts for
 * compatibility and does not read (its summary says so); `secret`, a token under an id's name
 * (the legacy `UserStatusId` of an invitation); `local`, an id that names something inside the
 * row itself, not a row (a choice question's option ids, issue 29).
 */
export type OtherId = 'reference' | 'external' | 'ignored' | 'secret' | 'local';
export type IdKind = TenantResource | OtherId;

/** Field names that name the same kind of id on every route. `id` and `ids` are absent on purpose: routes declare them. */
export const ID_NAMES: Readonly<Record<string, IdKind>> = {
  // enterprise
  enterpriseId: 'enterprise',
  enterpriseID: 'enterprise',
  Enterprise_ID: 'enterprise',
  enterprise_ID: 'enterprise',
  fk_Enterprise_ID: 'enterprise',
  pk_Enterprise_ID: 'enterprise',
  // user (a member of the enterprise)
  userId: 'user',
  UserID: 'user',
  fk_User_ID: 'user',
  pk_User_ID: 'user',
  fk_UserID_MainContact: 'user',
  MentionedUserIDs: 'user',
  users: 'user',
  /** The job's hiring manager (a legacy column name). */
  Campaign_CandidateNumber: 'user',
  // job and candidates
  campaignId: 'campaign',
  CampaignId: 'campaign',
  CampaignID: 'campaign',
  campid: 'campaign',
  fk_Campaign_ID: 'campaign',
  pk_Campaign_ID: 'campaign',
  campaignLineId: 'campaignLine',
  campaignLineIds: 'campaignLine',
  fk_CampaignLine_ID: 'campaignLine',
  pk_CampaignLine_ID: 'campaignLine',
  questionId: 'question',
  QuestionID: 'question',
  fk_Question_ID: 'question',
  pk_Question_ID: 'question',
  responseId: 'questionResponse',
  QuestionResponseID: 'questionResponse',
  fk_QuestionResponse_ID: 'questionResponse',
  pk_QuestionResponseRating_ID: 'questionResponseRating',
  pk_CandidateRating_ID: 'candidateRating',
  pk_Comment_ID: 'comment',
  Comment_Parent: 'comment',
  pk_Notification_ID: 'notification',
  pk_Setting_ID: 'setting',
  // templates and clients
  templateId: 'template',
  fk_Template_ID: 'template',
  pk_Template_ID: 'template',
  pk_QuestionTemplate_ID: 'questionTemplate',
  pk_JobDescription_ID: 'jobDescription',
  pk_Form_ID: 'applicationForm',
  formId: 'applicationForm',
  employerId: 'employer',
  pk_Employer_ID: 'employer',
  // integrations
  deliveryId: 'webhookDelivery',
  // shared reference data
  Campaign_Job_Location_Country_ID: 'reference',
  Campaign_Job_Location_Region_ID: 'reference',
  Campaign_Job_Location_City_ID: 'reference',
  Campaign_Job_Category_ID: 'reference',
  Campaign_Job_Category_Sub_ID: 'reference',
  Campaign_Job_Work_Type_ID: 'reference',
  Campaign_Job_Pay_Type_ID: 'reference',
  fk_Setting_Category_ID: 'reference',
  fk_Package_ID: 'reference',
  SubCategoryId: 'reference',
  userAccessLevelId: 'reference',
  // a choice question's own option ids (issue 29)
  choiceIds: 'local',
  // an application form's own field ids (issue 29)
  fieldId: 'local',
  // a bundled place (GeoNames id) of a place field
  placeId: 'reference',
  // other systems'
  fk_Job_ID: 'external',
  Campaign_ID: 'external',
  price_id: 'external',
  HirerId: 'external',
  ClientId: 'external',
  PlaceId: 'external',
};

/** A name that may carry an id: it must be classified. */
const ID_LIKE = /ids?$/i;
const KEY_LIKE = /^(fk|pk)_/i;

export type IdOverrides = Readonly<Record<string, IdKind>>;

/** A route as the registry keeps it: enough to find the ids in its input. */
export interface RouteInput {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
  /** The route's own classification (`config.access.ids`), by field name or dotted path. */
  ids?: IdOverrides;
  /** The access declaration's enterprise parameter and query (always an enterprise id). */
  enterpriseParam?: string;
  enterpriseQuery?: string;
}

export type IdWhere = 'param' | 'query' | 'body';

/** One id in a route's input. */
export interface IdField {
  where: IdWhere;
  /** Dotted path in the body (`questions[].pk_Question_ID`, `[].fk_Campaign_ID`); the name for params and query. */
  path: string;
  name: string;
  /** An array of ids (`ids`, `campaignLineIds`). */
  many: boolean;
  /** Undefined: not classified (the registry test names it). */
  kind: IdKind | undefined;
}

/** A JSON schema, as far as the walk below reads it. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  [key: string]: unknown;
}

/** A route schema part as JSON schema (routes declare zod; a few hidden ones plain JSON schema). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

const isArray = (s: JsonSchema) => s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || s.items !== undefined;

/** Every property of a schema, with its dotted path, through unions, arrays and nested objects. */
export function propertiesOf(root: JsonSchema): { path: string; name: string; schema: JsonSchema }[] {
  const out: { path: string; name: string; schema: JsonSchema }[] = [];
  const seen = new Set<string>();
  const walk = (s: JsonSchema | undefined, path: string, depth: number) => {
    if (!s || depth > 8) return;
    if (s.$ref) {
      const def = root.$defs?.[s.$ref.replace('#/$defs/', '')];
      return walk(def, path, depth + 1);
    }
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt, path, depth + 1);
    if (s.items) walk(s.items, `${path}[]`, depth + 1);
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      const childPath = path ? `${path}.${name}` : name;
      if (!seen.has(childPath)) {
        seen.add(childPath);
        out.push({ path: childPath, name, schema: child });
      }
      walk(child, childPath, depth + 1);
    }
  };
  walk(root, '', 0);
  return out;
}

/** The route's params, query and JSON body as JSON schemas. */
export function inputSchemasOf(route: RouteInput): Record<IdWhere, JsonSchema | undefined> {
  return {
    param: jsonSchemaOf(route.schema?.params),
    query: jsonSchemaOf(route.schema?.querystring),
    body: jsonSchemaOf(route.schema?.body),
  };
}

const cache = new WeakMap<RouteInput, IdField[]>();

/**
 * Every id in a route's input and what it names: the route's own declaration first (by path,
 * then by name), then its enterprise parameter or query, then the names in ID_NAMES.
 */
export function idsOf(route: RouteInput): IdField[] {
  const cached = cache.get(route);
  if (cached) return cached;
  const fields: IdField[] = [];
  const schemas = inputSchemasOf(route);
  for (const where of ['param', 'query', 'body'] as const) {
    const schema = schemas[where];
    if (!schema) continue;
    for (const p of propertiesOf(schema)) {
      const declared = route.ids?.[p.path] ?? route.ids?.[p.name];
      const enterprise =
        (where === 'param' && p.name === route.enterpriseParam) || (where === 'query' && p.name === route.enterpriseQuery) ? 'enterprise' : undefined;
      const named = Object.hasOwn(ID_NAMES, p.name) ? ID_NAMES[p.name] : undefined;
      if (!declared && !enterprise && !named && !ID_LIKE.test(p.name) && !KEY_LIKE.test(p.name)) continue;
      fields.push({ where, path: p.path, name: p.name, many: isArray(p.schema), kind: declared ?? enterprise ?? named });
    }
  }
  // URL params the schema does not list still carry a value: classify them too.
  for (const m of route.url.matchAll(/:([A-Za-z_]+)/g)) {
    const name = m[1];
    if (fields.some((f) => f.where === 'param' && f.name === name)) continue;
    const kind = route.ids?.[name] ?? (name === route.enterpriseParam ? 'enterprise' : Object.hasOwn(ID_NAMES, name) ? ID_NAMES[name] : undefined);
    if (kind || ID_LIKE.test(name) || KEY_LIKE.test(name)) fields.push({ where: 'param', path: name, name, many: false, kind });
  }
  cache.set(route, fields);
  return fields;
}

/** The option ids inside a question's settings (issue 29): the question's own, no row's. */
export const QUESTION_OPTION_IDS: IdOverrides = { 'Question_Settings.options[].id': 'local' };
/** The same in a template question's settings. */
export const TEMPLATE_QUESTION_OPTION_IDS: IdOverrides = { 'QuestionTemplate_Settings.options[].id': 'local' };
/** A form's own field and option ids (issue 29): the form's, no row's. */
export const FORM_FIELD_IDS: IdOverrides = { 'Form_Fields[].id': 'local', 'Form_Fields[].options[].id': 'local' };
/** The same inside a saved question list. */
export const QUESTION_LIST_OPTION_IDS: IdOverrides = { 'questions[].Question_Settings.options[].id': 'local' };
