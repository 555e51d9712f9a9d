import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HttpError, sendError } from './errors';
import { MSG, SESSION_COOKIE } from '@candid/shared';

const CANDIDATE_INVITE = /^\/invite\/\d{1,10}\/\d{1,10}\/?$/i;

/**
 * The signed-in pages the build wrote a shell for (dist/shell/<page>.html: index.html with the
 * page's app bar and heading, apps/web/src/features/layout/appShell.ts), by their path.
 */
function signedInShells(distDir: string): Set<string> {
  const dir = path.join(distDir, 'shell');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -'.html'.length)));
}

/**
 * Serves the built SPA: files from the dist folder, index.html for every other GET that
 * is not an API path. Hashed assets are cached for a year, index.html never.
 *
 * The build writes brotli (.br) and gzip (.gz) siblings of the compressible files
 * (scripts/precompress.mjs): a browser that accepts one gets it, with the original's
 * Content-Type, a Content-Encoding and `Vary: Accept-Encoding`. A Range request gets the
 * original file (a byte range of an encoded body would be of no use to it).
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  const hasInterviewApp = fs.existsSync(path.join(distDir, 'interview.html'));
  const shells = hasBuild ? signedInShells(distDir) : new Set<string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      serve: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = /^\/api(\/|$)/i.test(url);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, new HttpError(404, MSG.notFound));
    }
    if (!hasBuild) {
      return reply
        .type('text/plain; charset=utf-8')
        .code(404)
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    let rel: string;
    try {
      rel = decodeURIComponent(url).replace(/^\/+/, '');
    } catch {
      return sendError(reply, new HttpError(400, MSG.validationFailed, { path: ['Malformed URL'] }));
    }
    if (request.headers.range) delete request.headers['accept-encoding'];
    const file = path.resolve(distDir, rel);
    if (rel && file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    if (/\.[a-z0-9]+$/i.test(rel)) return reply.code(404).type('text/plain').send('Not found');
    // The candidate app is its own small bundle (DESIGN §1): /invite/{campaignId}/{enterpriseId}.
    // The three-segment team invite stays in the employer app.
    if (CANDIDATE_INVITE.test(url) && hasInterviewApp) return reply.sendFile('interview.html');
    // A browser holding a session gets the page's frame and heading in the HTML, painted before
    // the scripts have run; the app checks the session as before (a stale cookie ends at /login).
    reply.header('vary', 'Cookie');
    const page = url.replace(/^\/+|\/+$/g, '').toLowerCase();
    if (request.cookies[SESSION_COOKIE] && shells.has(page)) return reply.sendFile(`shell/${page}.html`);
    return reply.sendFile('index.html');
  });
}
