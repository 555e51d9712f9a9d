import type { Config } from './config';
import type { Db, DbOrTx } from './db/client';
import type { SessionService } from './modules/auth/sessions';
import type { MailWorker } from './platform/mail/worker';
import type { SmsWorker } from './platform/sms/worker';
import type { AiProvider } from './platform/ai/provider';
import type { JobQueue } from './platform/queue/types';
import type { DomainEvents } from './platform/events';
import type { MediaStore } from './platform/media/types';
import type { SpeechProvider } from './platform/speech/types';
import type { SpeechToText } from './platform/stt/types';
import type { AvatarVideoProvider } from './platform/avatar/types';
import type { TargetLimits } from './http/rate-limit';
import type { Payments } from './platform/payments/stripe';
import type { JobBoards } from './platform/jobboards/index';
import type { SecretBox } from './platform/secrets';
import type { Metrics } from './platform/metrics/metrics';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionService;
  mail: MailWorker;
  /** Text messages (issue 33): the SMS provider, else the dev SMS outbox; null: SMS is off (production without a provider). */
  sms: SmsWorker | null;
  ai: AiProvider;
  /** Background work: interview builds, answer transcodes, reminders. */
  queue: JobQueue;
  /** The subscribers to the events emitted with the webhook outbox (platform/events.ts), run in the emitter's transaction. */
  events: DomainEvents;
  /** Answers, posters, resumes and question audio. */
  media: MediaStore;
  /** Question audio; null: the candidate's browser speaks the question. */
  speech: SpeechProvider | null;
  /** Speech recognition for transcripts (STT_BASE_URL, else the offline engine); null: transcripts are off. */
  stt: SpeechToText | null;
  /** Avatar videos of the questions (AVATAR_BASE_URL); null: off. */
  avatar: AvatarVideoProvider | null;
  /** Limits keyed on an account, a recipient or a job, whatever the client's address. */
  limits: TargetLimits;
  /** Stripe (STRIPE_SECRET_KEY); null: offline billing through the operator. */
  payments: Payments | null;
  /** The job boards' clients (SEEK, idibu; issue 17). */
  jobBoards: JobBoards;
  /** Encrypts integration secrets at rest (SECRETS_KEY, else DATA_DIR/secrets-key). */
  secrets: SecretBox;
  /** This app's Prometheus metrics (/metrics). */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * A service's first argument: the database or an open transaction (`db`), plus the parts of the
 * app it needs, e.g. `Deps<'queue' | 'config'>`. Every service is `(deps, actor, input)`, or
 * `(deps, input)` when no one acts (background jobs). `withTransaction` (db/transaction.ts) gives
 * the same deps with `db` set to the transaction.
 */
export type Deps<K extends Exclude<keyof AppContext, 'db'> = never> = Pick<AppContext, K> & { db: DbOrTx };
