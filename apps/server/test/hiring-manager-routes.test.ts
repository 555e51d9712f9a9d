import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, MSG, can } from '@candid/shared';
import type { RegisteredRoute } from '../src/http/access';
import { JOB_RESOURCES } from '../src/http/resource-ids';
import { useTestApp } from './harness';
import { tempDataDir } from './candidate-fixtures';
import { buildUser, wrapper, type TestUser } from './factories';
import { buildJobWorld, buildTenant, dumpDatabase, dumpDiff } from './cross-tenant-fixtures';
import { INPUT, OWN_REFUSED, emailLookupsOf, groupOf, key, probesOf, requestFor, targetsOf, type ProbeWorld, type Target, type TenantField } from './id-probes';

/*
 * Issue 28: a Hiring Manager reaches only the jobs whose hiring manager they are, and everything
 * inside them (JOB_RESOURCES in resource-ids.ts). Inside one enterprise, a Hiring Manager manages
 * job J1 and not job J2, each with its questions, candidates, answers, ratings, resume, comment,
 * setting and review share. Every member route with an id of something inside a job, found in the
 * route registry as the cross-tenant test finds them (id-probes.ts), is called by the Hiring Manager
 * with J2's ids — all of them, then each one among J1's: 404 (403 where their role lacks the route's
 * permission), and the database is unchanged. With J1's ids the same requests are not 404, so the
 * probes are real requests. A route added later with such an id is probed without a new test.
 */

const data = tempDataDir();
const t = useTestApp({ startWorkers: false, env: { DATA_DIR: data.dir, SECRETS_KEY: randomBytes(32).toString('base64') } });
afterAll(() => data.remove());

let manager: TestUser;
let owner: TestUser;
/** The Hiring Manager calls with J2's ids among J1's (and the enterprise's other resources). */
let world: ProbeWorld;
/** The same person is a candidate of J1 and of J2: the lookups by email must tell the jobs apart. */
const SHARED_EMAIL = 'same.candidate@example.com';
beforeAll(async () => {
  const tenant = await buildTenant(t.app, 'Scoped Routes Co', { candidateEmail: SHARED_EMAIL });
  owner = tenant.owner;
  manager = await buildUser(t.app, tenant.owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  const j1 = await buildJobWorld(t.app, tenant.owner, 'Managed', { hiringManagerId: manager.id, candidateEmail: SHARED_EMAIL });
  // Comments and ratings are their author's to change: on J1, the Hiring Manager's own.
  const post = async <T>(url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: manager.auth, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return wrapper(res).data as T;
  };
  const comment = await post<{ pk_Comment_ID: number }>('/api/Comment', { fk_Campaign_ID: j1.ids.campaign, Comment_Content: 'HM note', Type: 0 });
  const { rating: answerRating } = await post<{ rating: { pk_QuestionResponseRating_ID: number } }>('/api/QuestionResponseRating', {
    fk_QuestionResponse_ID: j1.ids.questionResponse,
    QuestionResponseRating_Rating: 3,
  });
  const { rating } = await post<{ rating: { pk_CandidateRating_ID: number } }>('/api/CandidateRating', { fk_CampaignLine_ID: j1.ids.campaignLine, CandidateRating_Rating: 3 });
  const own = {
    ...tenant.ids,
    ...j1.ids,
    comment: comment.pk_Comment_ID,
    questionResponseRating: answerRating.pk_QuestionResponseRating_ID,
    candidateRating: rating.pk_CandidateRating_ID,
  };
  world = { own, foreign: tenant.ids, shareToken: j1.shareToken, shareRef: j1.shareRef, candidateToken: j1.candidateToken };
});

const isJob = (f: TenantField) => (JOB_RESOURCES as readonly string[]).includes(f.kind);
/** Every member route with an id of something inside a job. */
const targets = () => targetsOf(t.app.routeRegistry).filter((p) => p.caller === 'member' && p.ids.some(isJob));
/** Whether the Hiring Manager's role may call the route at all (403 before any id is read otherwise). */
const allowed = (r: RegisteredRoute) => !r.access || !('permission' in r.access) || can(ACCESS_LEVEL.HiringManager, r.access.permission);

describe("a Hiring Manager's ids of a job they do not manage, on every route that takes one", () => {
  it('probes every member route with an id inside a job', () => {
    const byKind: Record<string, number> = {};
    for (const { ids } of targets()) for (const kind of new Set(ids.filter(isJob).map((f) => f.kind))) byKind[kind] = (byKind[kind] ?? 0) + 1;
    const list = targets();
    console.log(
      `[hm-scope] ${list.length} routes (${list.filter((p) => allowed(p.route)).length} the role may call): ${Object.entries(byKind)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    expect(list.length).toBeGreaterThan(50);
    for (const kind of JOB_RESOURCES) expect(byKind[kind], kind).toBeGreaterThan(0);
  });

  it("answers 404 for another job's ids (403 where the role lacks the permission), and changes nothing", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    let before = await dumpDatabase(t.app.ctx.db);
    for (const target of targets()) {
      const { route } = target;
      const [status, message] = allowed(route) ? [404, MSG.notFound] : [403, MSG.forbidden];
      for (const probe of probesOf(world, target, isJob)) {
        const res = await t.app.inject({ ...probe.request, headers: { ...probe.request.headers, ...manager.auth } });
        sent += 1;
        const got = String(res.headers['content-type']).includes('json') ? (res.json() as { message?: string }).message : undefined;
        if (res.statusCode !== status || got !== message) failures.push(`${key(route)} [${probe.label}] ${probe.request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const after = await dumpDatabase(t.app.ctx.db);
      const changed = dumpDiff(before, after);
      if (Object.keys(changed).length) failures.push(`${key(route)} changed the database: ${JSON.stringify(changed).slice(0, 1500)}`);
      before = after;
    }
    console.log(`[hm-scope] ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it("finds a candidate by email only in the jobs they manage (the owner, in both)", async () => {
    const lookups = emailLookupsOf(t.app.routeRegistry);
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    const failures: string[] = [];
    for (const route of lookups) {
      const url = `${route.url}?email=${SHARED_EMAIL}`;
      const linesFor = async (who: TestUser) => {
        const res = await t.app.inject({ url, headers: who.auth });
        const items = res.statusCode === 200 ? ((res.json() as { data: unknown }).data as { fk_CampaignLine_ID?: number }[]) : [];
        return { status: res.statusCode, lines: [...new Set(items.map((i) => i.fk_CampaignLine_ID))].sort() };
      };
      const theirs = await linesFor(manager);
      const all = await linesFor(owner);
      if (theirs.status !== 200 || JSON.stringify(theirs.lines) !== JSON.stringify([world.own.campaignLine])) failures.push(`${key(route)} (Hiring Manager) → ${JSON.stringify(theirs)}`);
      const both = [world.own.campaignLine, world.foreign.campaignLine].sort();
      if (all.status !== 200 || JSON.stringify(all.lines) !== JSON.stringify(both)) failures.push(`${key(route)} (owner) → ${JSON.stringify(all)}`);
    }
    expect(failures).toEqual([]);
  });

  /*
   * Last, as it changes J1: the same requests with J1's ids are not refused as not found, so the
   * 404s above are the scope's doing. Reads first, deletions last (as in the cross-tenant test).
   */
  it("is not refused as not found with the ids of the job they manage (the probes are real requests)", { timeout: 120_000 }, async () => {
    const stage = ({ route: r }: Target) => (r.method === 'GET' ? 1 : r.method !== 'DELETE' && !/delete/i.test(r.url) ? 2 : /\/(Template\/|CampaignLine\/Delete)/.test(r.url) ? 4 : 3);
    const failures: string[] = [];
    for (const target of targets().sort((x, y) => stage(x) - stage(y))) {
      const { route, ids } = target;
      const last = groupOf(ids[ids.length - 1]);
      const request = requestFor(world, target, (f) => (INPUT[key(route)]?.oneAtATime && groupOf(f) !== last ? 'omit' : 'own'));
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...manager.auth } });
      const expected = allowed(route) ? (key(route) in OWN_REFUSED ? 'refused, not 404' : 'below 400') : '403';
      const fine = !allowed(route) ? res.statusCode === 403 : key(route) in OWN_REFUSED ? res.statusCode !== 404 && res.statusCode >= 400 : res.statusCode < 400;
      if (!fine) failures.push(`${key(route)} ${request.url} → ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
