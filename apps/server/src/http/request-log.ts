import type { FastifyInstance, FastifyRequest } from 'fastify';

function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route?.includes(':')) return route;
  const query = request.url.indexOf('?');
  return query < 0 ? request.url : request.url.slice(0, query);
}

/**
 * The access log: one info line per answered request (method, URL, status, milliseconds), with
 * the request id every other line of the request carries. Fastify's own request logging writes
 * two lines a request, one before anything is known; at the volume of API calls that doubled the
 * cost of logging for nothing the second line does not say.
 *
 * The URL is logged without its query (which carries interview-link secrets and email
 * addresses), and a route with parameters by its pattern (`/api/User/GetUserByEmail/:email`).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: loggedUrl(request), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}
