import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';

describe('request log', () => {
  it('writes one line per answered request, without the query and with the pattern of a route with parameters', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
    app.get('/api/User/GetUserByEmail/:email', async () => ({ ok: true }));
    app.get('/invite/*', async () => 'page');
    await app.inject({ url: '/api/User/GetUserByEmail/rita@example.com?x=1' });
    await app.inject({ url: '/invite/12/3?link=secret-of-the-job' });
    await app.inject({ url: '/nowhere?email=rita@example.com' });
    await app.close();

    // Nothing but the one line a request (no 'incoming request', no 'Route … not found').
    expect(lines.map((l) => l.msg)).toEqual(['request', 'request', 'request']);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/User/GetUserByEmail/:email', 200],
      ['GET', '/invite/12/3', 200],
      ['GET', '/nowhere', 404],
    ]);
    expect(requests.every((l) => typeof l.ms === 'number' && typeof l.reqId === 'string')).toBe(true);
    expect(JSON.stringify(lines)).not.toMatch(/rita@example\.com|secret-of-the-job/);
  });
});
