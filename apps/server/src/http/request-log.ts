import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route?.includes(':')) return route;
  const query = request.url.indexOf('?');
  return query < 0 ? request.url : request.url.slice(0, query);
}

/**
 * The access log (Fastify's `logController`): one line per answered request — method, URL,
 * status, milliseconds — with the request id every other line of the request carries; at info,
 * or at error when the response itself failed. Fastify's own writes a second line for each
 * request as it arrives (and a third for a 404), before anything is known: at the volume of API
 * calls that doubled the cost of logging for nothing the one line does not say.
 *
 * The URL is logged without its query (which carries interview-link secrets and email
 * addresses), and a route with parameters by its pattern (`/api/User/GetUserByEmail/:email`).
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: loggedUrl(request), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}
