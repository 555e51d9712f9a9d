import { timingSafeEqual } from 'node:crypto';
import { MSG } from '@candid/shared';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';

/**
 * Who may read /metrics: with METRICS_TOKEN set, its bearer (401 for anyone else); unset, anyone
 * outside production (a developer's Prometheus) and nobody in production (403: set the token).
 */
export function assertMayReadMetrics(config: Pick<Config, 'env' | 'metricsToken'>, authorization: string | undefined) {
  if (!config.metricsToken) {
    if (config.env === 'production') throw new HttpError(403, MSG.metricsTokenRequired);
    return;
  }
  const given = Buffer.from(/^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(config.metricsToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(401, MSG.unauthorized, undefined, undefined, { 'www-authenticate': 'Bearer' });
  }
}
