import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SLUG_PATTERN, careersApi } from '@candid/shared';
import { authOf, withIds } from '../../http/access';
import { ok } from '../../http/reply';
import type { CandidateLocale } from '@candid/shared/locales';
import { careersJobPage, careersListPage, careersMissingPage } from './page';
import { preferredLocale, supportedLocaleOf } from './careers-text';
import { jobFeed } from './feed';
import { jobView } from './posting';
import * as service from './service';
import { serve } from '../../http/serve';

/** Public pages: anyone, 120 requests a minute per address (crawlers included). */
const config = {
  access: { public: true },
  rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `careers-${req.ip}` },
} as const;

/** Pages and a feed, not API calls: left out of the OpenAPI document (docs/careers-and-exports.md lists them). */
const schema = { hide: true };

/** Caching of the pages and the feed: a few minutes at the browser and shared caches. */
/*
 * A browser asks again each time (max-age=0), so a recruiter who ends a job and opens its page
 * sees it closed at once; a shared cache (a CDN in front) may keep a page five minutes.
 */
const CACHE = { page: 'public, max-age=0, s-maxage=300', feed: 'public, max-age=900', missing: 'public, max-age=0, s-maxage=60' } as const;

const validSlug = (s: string | undefined): s is string => !!s && s.length <= 80 && SLUG_PATTERN.test(s);

function html(reply: FastifyReply, status: number, body: string, cache: string) {
  return reply.code(status).header('cache-control', cache).type('text/html; charset=utf-8').send(body);
}

type LangQuery = { Querystring: { lang?: string | string[] } };

/**
 * The language of a page that is not one job's (the list, a 404): `?lang=xx` when Candid speaks
 * it, else the visitor's Accept-Language. The answer then varies by that header, for caches.
 */
function visitorLocale(req: FastifyRequest<LangQuery>, reply: FastifyReply): CandidateLocale {
  reply.header('vary', 'Accept-Language');
  const { lang } = req.query;
  // A repeated ?lang= arrives as a list: the first one counts.
  return supportedLocaleOf(Array.isArray(lang) ? lang[0] : lang) ?? preferredLocale(req.headers['accept-language']);
}

/**
 * The careers pages and the job feed (issue 17, docs/careers-and-exports.md), served as HTML and
 * XML from the server outside /api: /careers/{company}, /careers/{company}/{job} and
 * /careers/{company}/feed.xml. Unknown companies and jobs are 404, closed or ended jobs 410.
 */
export const careersRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const publicUrl = ctx.config.publicUrl;

  app.get<{ Params: { companySlug: string } } & LangQuery>('/careers/:companySlug', { config, schema }, async (req, reply) => {
    const locale = visitorLocale(req, reply);
    const company = validSlug(req.params.companySlug) ? await service.companyBySlug(ctx, req.params.companySlug) : null;
    if (!company) return html(reply, 404, careersMissingPage(404, locale), CACHE.missing);
    const jobs = await service.openJobs(ctx, company);
    return html(reply, 200, careersListPage(publicUrl, company, jobs.map((j) => jobView(publicUrl, company, j)), locale), CACHE.page);
  });

  app.get<{ Params: { companySlug: string } } & LangQuery>('/careers/:companySlug/feed.xml', { config, schema }, async (req, reply) => {
    const company = validSlug(req.params.companySlug) ? await service.companyBySlug(ctx, req.params.companySlug) : null;
    if (!company) return html(reply, 404, careersMissingPage(404, visitorLocale(req, reply)), CACHE.missing);
    const jobs = await service.openJobs(ctx, company);
    return reply
      .header('cache-control', CACHE.feed)
      .type('application/xml; charset=utf-8')
      .send(jobFeed(publicUrl, company, jobs.map((j) => jobView(publicUrl, company, j))));
  });

  // A job's page speaks the job's language, whoever asks; only a job not found speaks the visitor's.
  app.get<{ Params: { companySlug: string; jobSlug: string } } & LangQuery>('/careers/:companySlug/:jobSlug', { config, schema }, async (req, reply) => {
    const { companySlug, jobSlug } = req.params;
    const company = validSlug(companySlug) ? await service.companyBySlug(ctx, companySlug) : null;
    const found = company && validSlug(jobSlug) ? await service.jobBySlug(ctx, company, jobSlug) : null;
    if (!company || !found) return html(reply, 404, careersMissingPage(404, visitorLocale(req, reply), company ?? undefined), CACHE.missing);
    const view = jobView(publicUrl, company, found.job);
    const status = service.pageStatusOf(found.state);
    if (status !== 200) return html(reply, status, careersMissingPage(status, view.locale, company), CACHE.missing);
    return html(reply, 200, careersJobPage(publicUrl, company, view), CACHE.page);
  });
};

/** The careers page of a job as its hiring team sees it, under /api (the job screen's card). */
export const careersApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  serve(
    app,
    careersApi.ofJob,
    {
      config: withIds({ access: { roles: 'any' } }, { id: 'campaign' }),
      schema: { tags: ['careers'], summary: "A job's careers page and its company's: the addresses and what the job's page answers today (200, 404 or 410)" },
    },
    async (req, reply) => ok(reply, await service.careersPageOfJob(ctx, ctx.config.publicUrl, authOf(req), req.params.id)),
  );
};
