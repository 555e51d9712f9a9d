import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { JobBoardError, boardFetch, statusError, type SeekPartnerCredentials } from './types';

/*
 * The SEEK API's transport (docs/job-boards.md "SEEK"): a partner token from SEEK's OAuth 2.0
 * client-credentials grant with Candid's partner credentials (the server's configuration, one
 * client for every hirer), cached for the `expires_in` of each answer, then GraphQL over HTTP POST
 * with the token as a bearer. Errors arrive as GraphQL `errors` with `extensions.code`:
 * UNAUTHENTICATED (one fresh token, then the credentials are wrong), FORBIDDEN (no relationship
 * with the hirer, or the ad is closed), BAD_USER_INPUT (the content, with `invalidFields`); any
 * other code is treated as SEEK's own failure and retried.
 */

export const BOARD = 'SEEK';

export interface SeekEndpoints {
  /** The GraphQL endpoint, e.g. https://graphql.seek.com/graphql. */
  graphqlUrl: string;
  /** The partner token endpoint, e.g. https://auth.seek.com/oauth/token. */
  tokenUrl: string;
  /** The token's audience: https://graphql.seek.com, or https://test.graphql.seek.com for the Playground. */
  audience: string;
  timeoutMs: number;
  /** Candid's partner credentials (SEEK_CLIENT_ID, SEEK_CLIENT_SECRET); without them SEEK is unavailable. */
  partner?: SeekPartnerCredentials;
}

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; invalidFields?: Record<string, string> };
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive(), token_type: z.string().optional() });
const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        path: z.array(z.union([z.string(), z.number()])).optional(),
        extensions: z.object({ code: z.string().optional(), invalidFields: z.record(z.string(), z.string()).optional() }).optional(),
      }),
    )
    .optional(),
});

/** Identifies our requests in SEEK's logs, as its GraphQL conventions ask. */
const USER_AGENT = 'Candid/0.1 (job boards)';

export class SeekApi {
  private cached: { token: string; until: number } | null = null;

  constructor(private readonly endpoints: SeekEndpoints) {}

  /** Whether the server has Candid's partner credentials, without which nothing can be asked of SEEK. */
  get available(): boolean {
    return Boolean(this.endpoints.partner);
  }

  /** A query or mutation whose every error fails the call. */
  async request(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { data, errors } = await this.requestPartial(query, variables);
    if (errors.length > 0) throw errorOf(errors[0]);
    return data;
  }

  /**
   * A query whose answer may carry errors on some nested fields beside its data (GraphQL's partial
   * results): the caller decides which errors matter. Fails when there is no data at all.
   */
  async requestPartial(query: string, variables: Record<string, unknown>, retried = false): Promise<{ data: Record<string, unknown>; errors: GraphqlError[] }> {
    const token = await this.token(retried);
    const res = await boardFetch(
      BOARD,
      this.endpoints.graphqlUrl,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': USER_AGENT,
          'x-request-id': randomUUID(),
        },
        body: JSON.stringify({ query, variables }),
      },
      this.endpoints.timeoutMs,
    );
    const text = await res.text();
    const body = safeJson(text);
    const parsed = graphqlAnswer.safeParse(body);
    const errors = parsed.success ? (parsed.data.errors ?? []) : [];
    // A token revoked or expired before its time: one fresh token, then the credentials are wrong.
    const unauthenticated = res.status === 401 || errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated && !retried) return this.requestPartial(query, variables, true);
    if (!res.ok) throw statusError(BOARD, res.status, errors[0]?.message ?? errorText(text));
    if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered in an unknown shape');
    if (!parsed.data.data) {
      if (errors[0]) throw errorOf(errors[0]);
      throw new JobBoardError(BOARD, 'malformed', 'SEEK answered without data');
    }
    return { data: parsed.data.data, errors };
  }

  /** The partner token, cached for the lifetime SEEK gave it (less a minute). */
  private async token(fresh: boolean): Promise<string> {
    const partner = this.endpoints.partner;
    if (!partner) throw new JobBoardError(BOARD, 'auth', 'SEEK is not available on this server (SEEK_CLIENT_ID and SEEK_CLIENT_SECRET are unset).');
    const cached = this.cached;
    if (!fresh && cached && cached.until > Date.now()) return cached.token;
    const res = await boardFetch(
      BOARD,
      this.endpoints.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': USER_AGENT },
        body: JSON.stringify({ audience: this.endpoints.audience, client_id: partner.clientId, client_secret: partner.clientSecret, grant_type: 'client_credentials' }),
      },
      this.endpoints.timeoutMs,
    );
    const text = await res.text();
    if (!res.ok) throw statusError(BOARD, res.status, errorText(text));
    const parsed = tokenAnswer.safeParse(safeJson(text));
    if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', 'SEEK answered the token request in an unknown shape');
    this.cached = { token: parsed.data.access_token, until: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000 };
    return parsed.data.access_token;
  }
}

/** A GraphQL error as a JobBoardError; SEEK's messages are meant to be shown to hirers. */
export function errorOf(error: GraphqlError): JobBoardError {
  const code = error.extensions?.code;
  // SEEK's message usually names the problem already; invalid fields it does not name are added.
  const fields = Object.values(error.extensions?.invalidFields ?? {}).filter((f) => !error.message.includes(f));
  const message = fields.length > 0 ? `${error.message}: ${fields.join('; ')}` : error.message;
  if (code === 'UNAUTHENTICATED') return new JobBoardError(BOARD, 'auth', message);
  if (code === 'FORBIDDEN' || code === 'BAD_USER_INPUT') return new JobBoardError(BOARD, 'rejected', message);
  return new JobBoardError(BOARD, 'http', message);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The board's own words from an error body: an OAuth error_description or a message, else the text. */
function errorText(text: string): string {
  const body = safeJson(text) as { message?: unknown; error_description?: unknown; error?: unknown } | undefined;
  const message = body?.error_description ?? body?.message ?? body?.error;
  return typeof message === 'string' ? message : text;
}
