import { z } from 'zod';
import { endpoint, errorEnvelopeSchema, wrapped } from './common';
import { systemRoutes } from '../routes/system';

export const systemApi = {
  /** Liveness: the process answers and reaches its database. */
  health: endpoint(systemRoutes.health, { response: { 200: wrapped(z.object({ status: z.literal('ok') })) } }),
  /**
   * Readiness: the database answers, the media store is reachable and every migration of this
   * build is applied; 503 otherwise and while the server shuts down, `details` naming each check
   * that failed (database, media, migrations, draining).
   */
  ready: endpoint(systemRoutes.ready, { response: { 200: wrapped(z.object({ status: z.literal('ready') })), 503: errorEnvelopeSchema } }),
};
