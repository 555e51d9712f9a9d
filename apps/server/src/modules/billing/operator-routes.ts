import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MSG, operatorApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { HttpError } from '../../http/errors';
import { authRateLimit } from '../../http/rate-limit';
import { operatorTokenMatches, readOperatorToken } from './operator-token';
import { assignPackage, operatorEnterprises } from './operator';
import { activePackages } from './history';
import { serve } from '../../http/serve';
import { packageToWire, paymentToWire } from './wire';

const tags = ['operator'];

/**
 * The operator's routes for `npm run billing` (docs/api-billing.md "Offline billing and
 * limits"). No session opens them: they are public to the session guard and take only
 * `Authorization: Bearer <operator token>` (OPERATOR_TOKEN, or the one main wrote to
 * DATA_DIR/operator-token at start), checked after the per-address auth rate limit and
 * before the body is read; anything else is 401.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  let fileToken: string | null = null;
  const expected = () => ctx.config.operatorToken ?? (fileToken ??= readOperatorToken(ctx.config.dataDir));

  const requireOperator = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!operatorTokenMatches(given, expected())) throw new HttpError(401, MSG.unauthorized);
  };
  const operator = { config: { access: { public: true }, rateLimit: authRateLimit(ctx) }, preValidation: requireOperator } as const;

  serve(
    app,
    operatorApi.enterprises,
    { ...operator, schema: { tags, summary: 'Every enterprise with its owner, package and usage (operator token)' } },
    async (_req, reply) => ok(reply, await operatorEnterprises(ctx)),
  );

  serve(
    app,
    operatorApi.packages,
    { ...operator, schema: { tags, summary: 'Every package, withdrawn ones too (operator token)' } },
    async (_req, reply) => ok(reply, (await activePackages(ctx, { all: true })).map(packageToWire)),
  );

  serve(
    app,
    operatorApi.assign,
    { ...operator, schema: { tags, summary: 'Assign a package to an enterprise until a date (operator token)' } },
    async (req, reply) => ok(reply, paymentToWire(await assignPackage(ctx, req.body))),
  );
};
