import type { AppContext } from '../context';

/** Per-address limit for authentication endpoints (token, OTP, registration, lookups). */
export const authRateLimit = (ctx: AppContext) => ({
  max: ctx.config.rateLimitAuthMax,
  timeWindow: '1 minute',
});
