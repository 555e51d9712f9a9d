import { z } from 'zod';
import { BOARD, SeekApi, errorOf, type SeekEndpoints } from './seek-api';
import { SeekLookups, type SeekHirer } from './seek-lookups';
import {
  JobBoardError,
  type BoardApplicantData,
  type BoardJob,
  type BoardPosting,
  type JobBoardAdapter,
  type SeekCredentialsData,
} from './types';

/*
 * SEEK's job posting API as its developer documentation describes it (docs/job-boards.md "SEEK",
 * which cites the pages): `postPosition` (a position opening and its job ad in one call, with an
 * idempotencyId kept across retries; a conflict means the ad was already posted),
 * `updatePostedPositionProfile` (every field replaced; the ad product kept by omitting it),
 * `closePostedPositionProfile` (idempotent), and `positionProfile` for the ad's public URL once
 * live. Ads use SEEK's Apply Form, so applications are exported from SEEK: `getApplicants` polls
 * the `events` query for CandidateApplicationCreated events since the posting and keeps this ad's.
 */

export interface SeekClientOptions extends SeekEndpoints {
  /** seekAnz, or seekAnzPublicTest for SEEK's Playground. */
  schemeId: string;
  /** Pages of 100 events one applicant read goes through before it gives up. */
  maxEventPages?: number;
}

const WORK_TYPES: Record<string, string> = { 'full-time': 'FullTime', 'part-time': 'PartTime', contract: 'ContractTemp', casual: 'Casual' };
const PAY_TYPES = {
  hourly: { basisCode: 'Hourly', intervalCode: 'Hour' },
  annual: { basisCode: 'Salaried', intervalCode: 'Year' },
  'annual-plus-commission': { basisCode: 'SalariedPlusCommission', intervalCode: 'Year' },
} as const;
/** SEEK takes ads of at most 30 days; a later end is left to SEEK's default (30 days). */
const MAX_AD_DAYS = 30;
const SUMMARY_MAX = 150;
const DAY_MS = 24 * 60 * 60_000;

const POST = `mutation ($input: PostPositionInput!) {
  postPosition(input: $input) {
    __typename
    ... on PostPositionPayload_Success { positionProfile { profileId { value } } }
    ... on PostPositionPayload_Conflict { conflictingPositionProfile { profileId { value } } }
  }
}`;
const UPDATE = `mutation ($input: UpdatePostedPositionProfileInput!) {
  updatePostedPositionProfile(input: $input) { positionProfile { profileId { value } } }
}`;
const CLOSE = `mutation ($input: ClosePostedPositionProfileInput!) {
  closePostedPositionProfile(input: $input) { positionProfile { profileId { value } } }
}`;
const PROFILE = `query ($id: String!) {
  positionProfile(id: $id) { profileId { value } positionUri postingInstructions { end } }
}`;
const EVENT_FIELDS = `edges {
      node {
        typeCode
        ... on CandidateApplicationCreatedEvent {
          createDateTime
          candidateApplicationProfileId
          candidateApplicationProfile { associatedPositionProfile { profileId { value } } }
          candidate { person { name { given family formattedName } communication { email { address } phone { formattedNumber } } } }
        }
      }
    }
    pageInfo { hasNextPage endCursor }`;
// SEEK asks that unused arguments be omitted, not sent as null: the first page has no `after`.
const FIRST_EVENTS = `query ($schemeId: String!, $first: Int!, $filter: EventsFilterInput!) {
  events(schemeId: $schemeId, first: $first, filter: $filter) { ${EVENT_FIELDS} }
}`;
const NEXT_EVENTS = `query ($schemeId: String!, $first: Int!, $after: String!, $filter: EventsFilterInput!) {
  events(schemeId: $schemeId, first: $first, after: $after, filter: $filter) { ${EVENT_FIELDS} }
}`;

const idValue = z.object({ value: z.string().min(1) });
const postAnswer = z.object({
  postPosition: z.union([
    z.object({ __typename: z.literal('PostPositionPayload_Success'), positionProfile: z.object({ profileId: idValue }) }),
    z.object({ __typename: z.literal('PostPositionPayload_Conflict'), conflictingPositionProfile: z.object({ profileId: idValue }) }),
  ]),
});
const updateAnswer = z.object({ updatePostedPositionProfile: z.object({ positionProfile: z.object({ profileId: idValue }) }) });
const closeAnswer = z.object({ closePostedPositionProfile: z.object({ positionProfile: z.object({ profileId: idValue }) }) });
const profileAnswer = z.object({
  positionProfile: z
    .object({ profileId: idValue, positionUri: z.string(), postingInstructions: z.array(z.object({ end: z.string().nullable().optional() })) })
    .nullable(),
});
const person = z.object({
  name: z.object({ given: z.string().nullable().optional(), family: z.string().nullable().optional(), formattedName: z.string().nullable().optional() }),
  communication: z.object({
    email: z.array(z.object({ address: z.string() })),
    phone: z.array(z.object({ formattedNumber: z.string() })),
  }),
});
const eventsAnswer = z.object({
  events: z.object({
    edges: z.array(
      z.object({
        node: z.object({
          typeCode: z.string(),
          createDateTime: z.string().optional(),
          candidateApplicationProfileId: z.string().optional(),
          candidateApplicationProfile: z.object({ associatedPositionProfile: z.object({ profileId: idValue }).nullable() }).nullable().optional(),
          candidate: z.object({ person }).nullable().optional(),
        }),
      }),
    ),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable().optional() }),
  }),
});

function parse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', `SEEK answered the ${what} in an unknown shape`);
  return parsed.data;
}

/** SEEK's Apply Form needs no link: applications are exported from SEEK (see getApplicants). */
export class SeekClient implements JobBoardAdapter<SeekCredentialsData> {
  readonly name = BOARD;
  private readonly api: SeekApi;
  private readonly lookups: SeekLookups;

  constructor(private readonly opts: SeekClientOptions) {
    this.api = new SeekApi(opts);
    this.lookups = new SeekLookups(this.api, opts.schemeId);
  }

  /** Whether the server has Candid's partner credentials (SEEK_CLIENT_ID, SEEK_CLIENT_SECRET). */
  get available(): boolean {
    return this.api.available;
  }

  /** The hirer a hirer id or legacy advertiser id names, with its relationships to Candid; null when none. */
  hirer(given: string): Promise<SeekHirer | null> {
    return this.lookups.hirer(given.trim());
  }

  async post(creds: SeekCredentialsData, job: BoardJob): Promise<BoardPosting> {
    const fields = profileFields(job);
    const hirerId = await this.lookups.hirerId(creds);
    const ids = await this.ontologyIds(job, hirerId);
    const ad = { ...fields, positionOrganizations: [hirerId], jobCategories: [ids.categoryId], positionLocation: [ids.locationId] };
    const seekAdvertisementProductId = await this.lookups.advertisementProductId({
      jobCategories: ad.jobCategories,
      positionLocation: ad.positionLocation,
      positionOrganizations: ad.positionOrganizations,
      positionTitle: ad.positionTitle,
      offeredRemunerationPackage: ad.offeredRemunerationPackage,
      seekAnzWorkTypeCode: ad.seekAnzWorkTypeCode,
    });
    const end = adEnd(job.endDate);
    const input = {
      positionOpening: {
        postingRequester: {
          id: hirerId,
          roleCode: 'Company',
          personContacts: [{ name: { formattedName: job.contact.name }, communication: { email: [{ address: job.contact.email }] }, roleCode: 'Recruiter' }],
        },
        seekPartnerMetadata: job.reference,
      },
      positionProfile: {
        ...ad,
        postingInstructions: [{ idempotencyId: job.idempotencyKey, seekAdvertisementProductId, ...(end ? { end } : {}) }],
        seekPartnerMetadata: job.reference,
      },
    };
    const answer = parse(postAnswer, await this.api.request(POST, { input }), 'posted job ad').postPosition;
    // A conflict is this same ad posted by an earlier attempt (same idempotencyId): it is ours.
    const profileId = answer.__typename === 'PostPositionPayload_Success' ? answer.positionProfile.profileId.value : answer.conflictingPositionProfile.profileId.value;
    // The ad is posted: its link is a nicety (null until SEEK puts it live), never a failure.
    const live = await this.profile(profileId).catch(() => null);
    return { externalId: profileId, url: live?.positionUri ?? null };
  }

  async update(creds: SeekCredentialsData, externalId: string, job: BoardJob): Promise<BoardPosting> {
    const fields = profileFields(job);
    const live = await this.profile(externalId);
    // Posting is asynchronous (sometimes reviewed by SEEK first): an ad not live yet cannot change.
    if (!live) throw new JobBoardError(BOARD, 'http', 'The job ad is not live yet, so it cannot be updated yet.');
    const hirerId = await this.lookups.hirerId(creds);
    const ids = await this.ontologyIds(job, hirerId);
    const end = adEnd(job.endDate);
    const currentEnd = live.postingInstructions[0]?.end ?? null;
    // The end may only move earlier (at most 30 days after the first posting); omitted, it is kept.
    const endNow = end && currentEnd && Date.parse(end) < Date.parse(currentEnd) ? end : null;
    const input = {
      positionProfile: {
        profileId: externalId,
        ...fields,
        positionOrganizations: [hirerId],
        jobCategories: [ids.categoryId],
        positionLocation: [ids.locationId],
        // Without seekAdvertisementProductId SEEK keeps the ad's product (no new charge for it).
        postingInstructions: [endNow ? { end: endNow } : {}],
      },
    };
    parse(updateAnswer, await this.api.request(UPDATE, { input }), 'updated job ad');
    return { externalId, url: live.positionUri };
  }

  async close(_hirer: SeekCredentialsData, externalId: string): Promise<void> {
    const data = await this.api.request(CLOSE, { input: { positionProfile: { profileId: externalId } } });
    parse(closeAnswer, data, 'closed job ad');
  }

  /**
   * The applications to this ad through SEEK's Apply Form: SEEK delivers them as
   * CandidateApplicationCreated events (by webhook or by polling the `events` query, which cannot
   * be filtered by hirer or ad), so this pages through the events since `since` and keeps those of
   * this ad. Events of other hirers that this partner may no longer read are skipped.
   */
  async getApplicants(_hirer: SeekCredentialsData, externalId: string, since?: string): Promise<BoardApplicantData[]> {
    const filter = { eventTypeCodes: ['CandidateApplicationCreated'], ...(since ? { afterDateTime: new Date(since).toISOString() } : {}) };
    const found = new Map<string, BoardApplicantData>();
    const maxPages = this.opts.maxEventPages ?? 100;
    let after: string | null = null;
    for (let page = 0; ; page++) {
      if (page >= maxPages) {
        throw new JobBoardError(BOARD, 'rejected', `More than ${maxPages * 100} applications have arrived since this job was posted; Candid reads at most that many at once.`);
      }
      const variables: Record<string, unknown> = { schemeId: this.opts.schemeId, first: 100, filter, ...(after ? { after } : {}) };
      const { data, errors } = await this.api.requestPartial(after ? NEXT_EVENTS : FIRST_EVENTS, variables);
      const skipped = new Set<number>();
      for (const error of errors) {
        const [root, edges, index] = error.path ?? [];
        if (root === 'events' && edges === 'edges' && typeof index === 'number') skipped.add(index);
        else throw errorOf(error);
      }
      const { events } = parse(eventsAnswer, data, 'application events');
      events.edges.forEach(({ node }, index) => {
        if (skipped.has(index) || node.typeCode !== 'CandidateApplicationCreated') return;
        if (node.candidateApplicationProfile?.associatedPositionProfile?.profileId.value !== externalId) return;
        const applicantId = node.candidateApplicationProfileId;
        const who = node.candidate?.person;
        if (!applicantId || !who) return;
        found.set(applicantId, {
          applicantId,
          email: who.communication.email[0]?.address ?? '',
          firstName: who.name.given || null,
          lastName: who.name.family || null,
          phone: who.communication.phone[0]?.formattedNumber ?? null,
          appliedAt: node.createDateTime ?? null,
        });
      });
      if (!events.pageInfo.hasNextPage || !events.pageInfo.endCursor) break;
      after = events.pageInfo.endCursor;
    }
    return [...found.values()];
  }

  /** The ad as SEEK has it; null until it has gone live. */
  private async profile(id: string) {
    return parse(profileAnswer, await this.api.request(PROFILE, { id }), 'job ad').positionProfile;
  }

  private async ontologyIds(job: BoardJob, hirerId: string) {
    const locationId = await this.lookups.locationId(job.location);
    const categoryId = await this.lookups.categoryId(job, { locationId, hirerId });
    return { locationId, categoryId };
  }
}

/** The ad's own fields, checked before anything is sent: SEEK requires a work type and a pay range. */
function profileFields(job: BoardJob) {
  const seekAnzWorkTypeCode = job.workType ? WORK_TYPES[job.workType] : undefined;
  if (!seekAnzWorkTypeCode) throw new JobBoardError(BOARD, 'rejected', 'The job needs its work type (full time, part time, contract or casual).');
  const pay = job.pay.type ? PAY_TYPES[job.pay.type] : undefined;
  const min = job.pay.min ?? job.pay.max;
  const max = job.pay.max ?? job.pay.min;
  if (!pay || !min || !max || min <= 0) throw new JobBoardError(BOARD, 'rejected', 'The job needs its pay type and pay range.');
  return {
    positionTitle: job.title,
    positionFormattedDescriptions: [
      { descriptionId: 'AdvertisementDetails', content: seekHtml(job.descriptionHtml) },
      { descriptionId: 'SearchSummary', content: summary(job.descriptionText || job.title) },
    ],
    offeredRemunerationPackage: {
      basisCode: pay.basisCode,
      ranges: [
        {
          minimumAmount: { value: Math.min(min, max), currency: job.pay.currency },
          maximumAmount: { value: Math.max(min, max), currency: job.pay.currency },
          intervalCode: pay.intervalCode,
        },
      ],
      descriptions: [],
    },
    seekAnzWorkTypeCode,
  };
}

/** The job's end (end of that day, UTC) when it falls within SEEK's 30 days; else none. */
function adEnd(endDate: string): string | null {
  const end = Date.parse(`${endDate}T23:59:59.000Z`);
  if (!Number.isFinite(end) || end > Date.now() + MAX_AD_DAYS * DAY_MS) return null;
  return new Date(end).toISOString();
}

/** The first words of the description, at most 150 characters (SEEK's limit for SearchSummary). */
export function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_MAX) return flat;
  const cut = flat.slice(0, SUMMARY_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > SUMMARY_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * Our sanitised HTML in the tags SEEK takes in AdvertisementDetails (b, br, div, em, h2, li, ol, p,
 * strong, ul; links only for hirers SEEK has enabled, so links keep their text only); no attributes.
 */
export function seekHtml(html: string): string {
  const rename: Record<string, string> = { h1: 'h2', i: 'em', blockquote: 'div' };
  const keep = new Set(['b', 'br', 'div', 'em', 'h2', 'li', 'ol', 'p', 'strong', 'ul']);
  return html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi, (_m, close: string, name: string, selfClose: string) => {
    const tag = rename[name.toLowerCase()] ?? name.toLowerCase();
    if (!keep.has(tag)) return '';
    return tag === 'br' ? '<br>' : `<${close}${tag}${selfClose && !close ? '/' : ''}>`;
  });
}
