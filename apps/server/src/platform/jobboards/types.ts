/*
 * A job board (DESIGN §1 adapters; issue 17, docs/job-boards.md): one interface, one HTTP client
 * per board (SEEK, idibu), each configured by its base URL so the tests point it at a local
 * stand-in. The enterprise's settings come with every call (SEEK: the hirer; idibu: its
 * credentials): the adapters keep no tenant state. SEEK's API credentials are Candid's own, given
 * to its client by the server's configuration.
 */

/** A job as every board needs it, already mapped to the board's values. */
export interface BoardJob {
  /** Our id, sent as the board's reference so a retry can be recognised. */
  reference: string;
  /**
   * A v4 UUID made when the publish was asked for and kept by the queued job, so every retry of
   * one publish carries the same key (SEEK's idempotencyId); a new publish gets a new one.
   */
  idempotencyKey: string;
  title: string;
  /** Sanitised HTML. */
  descriptionHtml: string;
  descriptionText: string;
  /** Our codes (slugs) and names of the category and sub-category (names follow the boards' taxonomy). */
  category: { section: string; sub: string; sectionName: string; subName: string };
  location: {
    countryCode: string;
    region: string | null;
    place: string;
    postalCode: string | null;
    latitude: number;
    longitude: number;
  };
  /** 'full-time' | 'part-time' | 'contract' | 'casual' | null */
  workType: string | null;
  pay: { type: 'hourly' | 'annual' | 'annual-plus-commission' | null; min: number | null; max: number | null; currency: string };
  /** Where candidates apply: the job's interview link. */
  applyUrl: string;
  /** YYYY-MM-DD */
  endDate: string;
  /** The member who asked for the change: SEEK's contact person for the ad (never shown to candidates). */
  contact: { name: string; email: string };
}

export interface BoardPosting {
  externalId: string;
  url: string | null;
}

export interface BoardApplicantData {
  applicantId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  appliedAt: string | null;
}

/** SEEK, per enterprise: the hirer Candid posts for (a hirer id, or a legacy numeric advertiser id). */
export interface SeekCredentialsData {
  hirerId: string;
}
/** Candid's SEEK API client (SEEK issues it to the partner): server configuration, never stored per enterprise. */
export interface SeekPartnerCredentials {
  clientId: string;
  clientSecret: string;
}
export interface IdibuCredentialsData {
  clientId: string;
  secret: string;
}

/** One board's client, generic over its credentials. */
export interface JobBoardAdapter<C> {
  readonly name: string;
  post(creds: C, job: BoardJob): Promise<BoardPosting>;
  update(creds: C, externalId: string, job: BoardJob): Promise<BoardPosting>;
  close(creds: C, externalId: string): Promise<void>;
  /** `since`: when the posting was made (ISO), where a board that lists applications by time starts. */
  getApplicants(creds: C, externalId: string, since?: string): Promise<BoardApplicantData[]>;
}

export type JobBoardErrorReason = 'auth' | 'rejected' | 'http' | 'malformed' | 'timeout' | 'network';

/**
 * A board call that failed: `auth` (401/403: the credentials), `rejected` (4xx: the board refused
 * the content, `message` says why), `http` (5xx), `malformed` (an answer we cannot read),
 * `timeout`, `network`. Only `rejected` and `auth` are not worth retrying.
 */
export class JobBoardError extends Error {
  constructor(
    readonly board: string,
    readonly reason: JobBoardErrorReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'JobBoardError';
  }
  get retryable() {
    return this.reason === 'http' || this.reason === 'timeout' || this.reason === 'network' || this.reason === 'malformed';
  }
}

/** fetch with a timeout; network and timeout failures become JobBoardErrors. */
export async function boardFetch(board: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new JobBoardError(board, 'timeout', `${board} did not answer within ${timeoutMs} ms`);
    throw new JobBoardError(board, 'network', `${board} could not be reached: ${(err as Error).message}`);
  }
}

/** Maps a non-2xx status to its error; `detail` is the board's own text when it gave one. */
export function statusError(board: string, status: number, detail: string): JobBoardError {
  const text = detail.trim().slice(0, 500) || `HTTP ${status}`;
  if (status === 401 || status === 403) return new JobBoardError(board, 'auth', text, status);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return new JobBoardError(board, 'rejected', text, status);
  return new JobBoardError(board, 'http', text, status);
}
