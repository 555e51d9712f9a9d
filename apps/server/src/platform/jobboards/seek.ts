import { z } from 'zod';
import {
  JobBoardError,
  boardFetch,
  statusError,
  type BoardApplicantData,
  type BoardJob,
  type BoardPosting,
  type JobBoardAdapter,
  type SeekCredentialsData,
} from './types';

/*
 * SEEK's posting API as this client speaks it (docs/job-boards.md "Wire formats"): an OAuth 2
 * client-credentials token (POST {base}/auth/token), then GraphQL (POST {base}/graphql) with the
 * mutations postPosition, updatePostedPositionProfile and closePostedPositionProfile and the
 * query positionApplications. The shapes follow SEEK's published style (GraphQL, positionProfile,
 * hirer id) but were written without the vendor's schema at hand: check them against SEEK's
 * developer documentation before going live.
 */

const BOARD = 'SEEK';

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive().optional() });
const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).optional() })).optional(),
});
const postedProfile = z.object({ positionProfile: z.object({ profileId: z.object({ value: z.string().min(1) }), positionUri: z.string().nullable().optional() }) });
const applications = z.object({
  edges: z.array(
    z.object({
      node: z.object({
        id: z.string().min(1),
        email: z.string(),
        givenName: z.string().nullable().optional(),
        familyName: z.string().nullable().optional(),
        phone: z.string().nullable().optional(),
        appliedAt: z.string().nullable().optional(),
      }),
    }),
  ),
});

const POST = `mutation PostPosition($input: PostPositionInput!) {
  postPosition(input: $input) { positionProfile { profileId { value } positionUri } }
}`;
const UPDATE = `mutation UpdatePosting($input: UpdatePostedPositionProfileInput!) {
  updatePostedPositionProfile(input: $input) { positionProfile { profileId { value } positionUri } }
}`;
const CLOSE = `mutation ClosePosting($input: ClosePostedPositionProfileInput!) {
  closePostedPositionProfile(input: $input) { positionProfile { profileId { value } } }
}`;
const APPLICANTS = `query Applicants($positionProfileId: String!) {
  positionApplications(positionProfileId: $positionProfileId) { edges { node { id email givenName familyName phone appliedAt } } }
}`;

/** The positionProfile input of a post or an update. */
function profileOf(creds: SeekCredentialsData, job: BoardJob) {
  return {
    hirerId: creds.advertiserId,
    positionTitle: job.title,
    positionOrganizations: [],
    seekPartnerMetadata: { reference: job.reference },
    jobCategories: [{ section: job.category.section, subCategory: job.category.sub }],
    positionLocation: {
      countryCode: job.location.countryCode,
      state: job.location.region,
      suburb: job.location.place,
      postalCode: job.location.postalCode,
    },
    positionFormattedDescriptions: [{ descriptionId: 'AdvertisementDetails', content: job.descriptionHtml }],
    offeredRemunerationPackage: {
      basisCode: job.pay.type === 'hourly' ? 'Hourly' : job.pay.type ? 'Salaried' : 'NotSpecified',
      ranges: job.pay.min !== null || job.pay.max !== null ? [{ minimumAmount: job.pay.min, maximumAmount: job.pay.max, currency: job.pay.currency }] : [],
    },
    workTypeCode: job.workType,
    applicationUri: job.applyUrl,
    postingEndDate: job.endDate,
  };
}

export class SeekClient implements JobBoardAdapter<SeekCredentialsData> {
  readonly name = BOARD;
  private tokens = new Map<string, { token: string; until: number }>();

  constructor(private readonly opts: { baseUrl: string; timeoutMs: number }) {}

  async post(creds: SeekCredentialsData, job: BoardJob): Promise<BoardPosting> {
    const data = await this.graphql(creds, POST, { input: { positionProfile: profileOf(creds, job) } });
    return this.posting(data.postPosition);
  }

  async update(creds: SeekCredentialsData, externalId: string, job: BoardJob): Promise<BoardPosting> {
    const data = await this.graphql(creds, UPDATE, { input: { positionProfile: { profileId: externalId, ...profileOf(creds, job) } } });
    return this.posting(data.updatePostedPositionProfile);
  }

  async close(creds: SeekCredentialsData, externalId: string): Promise<void> {
    const data = await this.graphql(creds, CLOSE, { input: { positionProfile: { profileId: externalId } } });
    if (!data.closePostedPositionProfile) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered the close without the posting');
  }

  async getApplicants(creds: SeekCredentialsData, externalId: string): Promise<BoardApplicantData[]> {
    const data = await this.graphql(creds, APPLICANTS, { positionProfileId: externalId });
    const parsed = applications.safeParse(data.positionApplications);
    if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered the applications in an unknown shape');
    return parsed.data.edges.map(({ node }) => ({
      applicantId: node.id,
      email: node.email,
      firstName: node.givenName ?? null,
      lastName: node.familyName ?? null,
      phone: node.phone ?? null,
      appliedAt: node.appliedAt ?? null,
    }));
  }

  private posting(value: unknown): BoardPosting {
    const parsed = postedProfile.safeParse(value);
    if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered without the posting id');
    return { externalId: parsed.data.positionProfile.profileId.value, url: parsed.data.positionProfile.positionUri ?? null };
  }

  /** A cached access token of the client id; fetched again shortly before it expires. */
  private async token(creds: SeekCredentialsData, fresh = false): Promise<string> {
    const cached = this.tokens.get(creds.clientId);
    if (!fresh && cached && cached.until > Date.now()) return cached.token;
    const res = await boardFetch(
      BOARD,
      `${this.opts.baseUrl}/auth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: creds.clientId, client_secret: creds.clientSecret, audience: 'https://graphql.seek.com' }),
      },
      this.opts.timeoutMs,
    );
    const text = await res.text();
    if (!res.ok) throw statusError(BOARD, res.status, errorText(text));
    const parsed = tokenAnswer.safeParse(safeJson(text));
    if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered the token request in an unknown shape');
    const seconds = parsed.data.expires_in ?? 300;
    this.tokens.set(creds.clientId, { token: parsed.data.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
    return parsed.data.access_token;
  }

  private async graphql(creds: SeekCredentialsData, query: string, variables: Record<string, unknown>, retried = false): Promise<Record<string, unknown>> {
    const token = await this.token(creds, retried);
    const res = await boardFetch(
      BOARD,
      `${this.opts.baseUrl}/graphql`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      this.opts.timeoutMs,
    );
    const text = await res.text();
    // A token revoked before its expiry: one fresh token, then the credentials are wrong.
    if (res.status === 401 && !retried) return this.graphql(creds, query, variables, true);
    if (!res.ok) throw statusError(BOARD, res.status, errorText(text));
    const parsed = graphqlAnswer.safeParse(safeJson(text));
    if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered in an unknown shape');
    const [first] = parsed.data.errors ?? [];
    if (first) {
      const code = first.extensions?.code;
      if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') throw new JobBoardError(BOARD, 'auth', first.message);
      if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') throw new JobBoardError(BOARD, 'rejected', first.message);
      throw new JobBoardError(BOARD, 'http', first.message);
    }
    if (!parsed.data.data) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered without data');
    return parsed.data.data;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The board's own words from an error body: a JSON message or error_description, else the text. */
function errorText(text: string): string {
  const body = safeJson(text) as { message?: unknown; error_description?: unknown; errors?: { message?: unknown }[] } | undefined;
  const message = body?.errors?.[0]?.message ?? body?.error_description ?? body?.message;
  return typeof message === 'string' ? message : text;
}
