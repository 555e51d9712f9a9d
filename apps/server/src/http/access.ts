import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@candid/shared';
import { HttpError } from './errors';
import type { AuthContext, SessionLookup } from '../actors';

/**
 * Every route declares who may call it in `config.access`:
 * - `{ public: true }`: anyone (the session is still read when present);
 * - `{ roles: 'any' }`: any signed-in user;
 * - `{ roles: [0, 250] }`: signed-in users with one of these access levels.
 * A route without a declaration is refused (and fails the registry test).
 */
export type Access = { public: true } | { roles: 'any' | readonly number[] };


declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Collects every route with its access declaration and enforces it on each request. */
export function registerAccessControl(app: FastifyInstance, sessions: SessionLookup) {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routes);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && route.exposeHeadRoute !== false) continue;
      routes.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Unmatched routes (404 handler) carry no access; nothing to check there.
    if (!request.routeOptions.url) return;
    request.auth = await sessions.authenticate(request);
    if (!access) throw new HttpError(403, MSG.forbidden);
    if ('public' in access) return;
    if (!request.auth) throw new HttpError(401, MSG.unauthorized);
    if (access.roles !== 'any' && !access.roles.includes(request.auth.accessLevel)) {
      throw new HttpError(403, MSG.forbidden);
    }
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
