import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERVIEW_LIMITS, MSG, can, type Permission } from '@candid/shared';
import { HttpError, notFound } from './errors';
import type { AuthContext, CandidateLine, CandidateTokenLookup, SessionLookup } from '../actors';
import type { IdOverrides, RouteInput } from './resource-ids';

/**
 * A member route's tenant check: the query or URL parameter that carries an enterprise id. When
 * present it must be the session's enterprise, or the route answers 404 (another tenant's
 * resources are not found, whether or not they exist).
 */
interface EnterpriseScoped {
  enterpriseQuery?: string;
  enterpriseParam?: string;
  /** Only a signed-in session, never an API key (managing keys and webhooks, the account): 403 for a key. */
  sessionOnly?: true;
}

/**
 * Every route declares who may call it in `config.access`:
 * - `{ public: true }`: anyone (the session is still read when present);
 * - `{ candidate: 'campaign' }`: a candidate whose interview token (X-Interview-Token) opens a
 *   line of the campaign in the URL (`:campaignId/:enterpriseId`); the hook resolves it once
 *   (`candidateOf(request)`), 401 when the token is missing, unknown or of another campaign;
 * - `{ candidate: 'handler' }`: a candidate route whose campaign comes from its input (tus
 *   metadata, an upload id): the hook requires the token (401 without one), the handler resolves it;
 * - `{ roles: 'any' }`: any signed-in member;
 * - `{ permission: 'campaigns.edit' }`: signed-in members whose level has the permission (the
 *   role table, packages/shared/src/roles.ts); 403 otherwise.
 * Member routes may add `enterpriseQuery` / `enterpriseParam` (see EnterpriseScoped), and
 * `sessionOnly` to refuse API keys (issue 17).
 * Any route may add `ids`: what each id of its input names where the name alone does not say
 * (`{ id: 'campaign' }`; names that always mean the same are in resource-ids.ts, issue 27).
 * A route without a declaration is refused (and fails the registry test); so does a route with
 * an id nobody classified.
 */
export type Access = (
  | { public: true }
  | { candidate: 'campaign' | 'handler' }
  | ({ roles: 'any' } & EnterpriseScoped)
  | ({ permission: Permission } & EnterpriseScoped)
) & { ids?: IdOverrides };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    candidate: CandidateLine | null;
  }
}

/** A route as the registry keeps it: its access declaration and its input schemas (for idsOf). */
export interface RegisteredRoute extends RouteInput {
  access: Access | undefined;
}

/** A route config whose access also says what its ids name: `config: withIds(signedIn, { id: 'campaign' })`. */
export function withIds<C extends { access: Access }>(config: C, ids: IdOverrides): C {
  return { ...config, access: { ...config.access, ids } };
}

/** The candidate's token from the X-Interview-Token header, or undefined. */
export function candidateTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[INTERVIEW_LIMITS.tokenHeader];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length >= 20 && token.length <= 200 ? token : undefined;
}

/** An enterprise id named by the request (validated by the route's schema, so a number or absent). */
function namedEnterprise(request: FastifyRequest, access: EnterpriseScoped): unknown[] {
  const named: unknown[] = [];
  if (access.enterpriseQuery) named.push((request.query as Record<string, unknown>)[access.enterpriseQuery]);
  if (access.enterpriseParam) named.push((request.params as Record<string, unknown>)[access.enterpriseParam]);
  return named;
}

/**
 * Collects every route with its access declaration and enforces it on each request. Who is
 * calling comes from the session (members) and the interview token (candidates), both looked up
 * through interfaces app.ts fills in, so this layer imports no module.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionLookup, candidateTokens: CandidateTokenLookup) {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routes);
  app.decorateRequest('auth', null);
  app.decorateRequest('candidate', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (access && 'candidate' in access && access.candidate === 'campaign' && !/:campaignId\b.*:enterpriseId\b/.test(route.url)) {
      throw new Error(`${route.url}: a { candidate: 'campaign' } route names :campaignId and :enterpriseId`);
    }
    const scoped = access && !('public' in access) && !('candidate' in access) ? access : undefined;
    for (const method of methods) {
      if (method === 'HEAD' && route.exposeHeadRoute !== false) continue;
      routes.push({
        method,
        url: route.url,
        access,
        schema: route.schema,
        ids: access?.ids,
        enterpriseParam: scoped?.enterpriseParam,
        enterpriseQuery: scoped?.enterpriseQuery,
      });
    }
  });

  // Who: before the body is read or validated.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Unmatched routes (404 handler) carry no access; nothing to check there.
    if (!request.routeOptions.url) return;
    request.auth = await sessions.authenticate(request);
    if (!access) throw new HttpError(403, MSG.forbidden);
    if ('public' in access) return;
    if ('candidate' in access) {
      if (!candidateTokenOf(request)) throw new HttpError(401, MSG.unauthorized);
      return;
    }
    if (!request.auth) throw new HttpError(401, MSG.unauthorized);
    if (access.sessionOnly && request.auth.apiKeyId !== undefined) throw new HttpError(403, MSG.apiKeySessionOnly);
    if ('permission' in access && !can(request.auth.accessLevel, access.permission)) {
      throw new HttpError(403, MSG.forbidden);
    }
  });

  // Which tenant and line: after validation, so ids are parsed numbers (a malformed one is 400 first).
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    if ('candidate' in access) {
      if (access.candidate === 'campaign') {
        const { campaignId, enterpriseId } = request.params as { campaignId: number; enterpriseId: number };
        request.candidate = await candidateTokens.resolve(candidateTokenOf(request), { campaignId, enterpriseId });
      }
      return;
    }
    const enterpriseId = authOf(request).enterpriseId;
    if (namedEnterprise(request, access).some((named) => named !== undefined && named !== enterpriseId)) throw notFound();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

/** The signed-in user of a route declared with roles (never null there). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, MSG.unauthorized);
  return request.auth;
}

/** The candidate of a route declared `{ candidate: 'campaign' }` (never null there). */
export function candidateOf(request: FastifyRequest): CandidateLine {
  if (!request.candidate) throw new HttpError(401, MSG.unauthorized);
  return request.candidate;
}
