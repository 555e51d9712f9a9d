import type { Config } from './config';
import type { Db } from './db/client';
import type { SessionService } from './modules/auth/sessions';
import type { MailWorker } from './platform/mail/worker';
import type { AiProvider } from './platform/ai/provider';

/** What services need from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionService;
  mail: MailWorker;
  ai: AiProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
