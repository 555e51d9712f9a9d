import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MSG } from '@candid/shared';
import { idsOf } from '../src/http/resource-ids';
import { useTestApp } from './harness';
import { tempDataDir } from './candidate-fixtures';
import { buildTenant, dumpDatabase, dumpDiff, ownerKey, type Tenant } from './cross-tenant-fixtures';
import {
  AS_MISSING,
  INPUT,
  MISSING_ID,
  NOT_PROBED,
  OWN_REFUSED,
  emailLookupsOf,
  groupOf,
  isTenant,
  key,
  probesOf,
  requestFor,
  sessionOnly,
  targetsOf,
  type Caller,
  type ProbeWorld,
  type Target,
} from './id-probes';

/*
 * Issue 27: every route that takes the id of a tenant's resource (URL, query or JSON body), found
 * in the route registry with what each id names (resource-ids.ts), is called by enterprise A with
 * enterprise B's ids — all of them B's, then each one B's among A's own. Member routes are called
 * with A's owner session and with A's owner API key, candidate routes with A's candidate's
 * interview token, share routes with A's share link. Each answers 404 (or the refusal listed
 * below) and the database is the same, row for row, afterwards. A new route with an id is probed
 * without anyone writing a test for it.
 */

const data = tempDataDir();
const t = useTestApp({ startWorkers: false, env: { DATA_DIR: data.dir, SECRETS_KEY: randomBytes(32).toString('base64') } });
afterAll(() => data.remove());

let a: Tenant;
let b: Tenant;
let aKey: Record<string, string>;
/** A calls with B's ids. */
let world: ProbeWorld;
/** Both enterprises have a candidate of this email: the lookups by email must tell them apart. */
const SHARED_EMAIL = 'same.candidate@example.com';
beforeAll(async () => {
  a = await buildTenant(t.app, 'Caller Co', { candidateEmail: SHARED_EMAIL });
  b = await buildTenant(t.app, 'Target Co', { candidateEmail: SHARED_EMAIL });
  aKey = await ownerKey(t.app, a.owner);
  world = { own: a.ids, foreign: b.ids, shareToken: a.shareToken, shareRef: a.shareRef, candidateToken: a.candidateToken };
});

const targets = () => targetsOf(t.app.routeRegistry);
/** An answer with the ids of both enterprises and the made-up one made alike, to compare. */
const masked = (body: string) => body.replace(new RegExp(`\\b(${[MISSING_ID, ...Object.values(b.ids)].join('|')})\\b`, 'g'), '<id>');

/**
 * Sends every probe of `targets` with `headers` added; collects each answer that is not the
 * refusal expected, and each change of the database a refused request made.
 */
async function crossTenantPass(list: Target[], headers: Record<string, string>, viaKey = false) {
  const failures: string[] = [];
  let sent = 0;
  let before = await dumpDatabase(t.app.ctx.db);
  for (const target of list) {
    const { route } = target;
    for (const probe of probesOf(world, target)) {
      const send = (request: InjectOptions) => t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
      const res = await send(probe.request);
      sent += 1;
      const where = `${key(route)} [${probe.label}] ${probe.request.url}`;
      const message = String(res.headers['content-type']).includes('json') ? (res.json() as { message?: string }).message : undefined;
      if (viaKey && sessionOnly(route)) {
        if (![401, 403].includes(res.statusCode)) failures.push(`${where} → ${res.statusCode}, not 401/403 for a key: ${res.body.slice(0, 200)}`);
      } else if (probe.asMissing) {
        const missing = await send(probe.asMissing);
        if (res.statusCode < 400 || res.statusCode !== missing.statusCode || masked(res.body) !== masked(missing.body)) {
          failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}, for nobody's id ${missing.statusCode} ${missing.body.slice(0, 200)}`);
        }
      } else if (res.statusCode !== probe.status || message !== (probe.status === 404 ? MSG.notFound : MSG.unauthorized)) {
        failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    const after = await dumpDatabase(t.app.ctx.db);
    const changed = dumpDiff(before, after);
    if (Object.keys(changed).length) failures.push(`${key(route)} changed the database: ${JSON.stringify(changed).slice(0, 1500)}`);
    before = after;
  }
  return { failures, sent };
}

const ofCaller = (caller: Caller) => targets().filter((p) => p.caller === caller);

describe('another enterprise’s ids on every route that takes one', () => {
  it('probes every route with an id of a tenant resource, but those listed with a reason', () => {
    const count = (list: Target[]) => {
      const byKind: Record<string, number> = {};
      for (const { ids } of list) for (const kind of new Set(ids.map((f) => f.kind))) byKind[kind] = (byKind[kind] ?? 0) + 1;
      return `${list.length} (${Object.entries(byKind).map(([k, n]) => `${k} ${n}`).join(', ')})`;
    };
    console.log(`[cross-tenant] member routes ${count(ofCaller('member'))}; candidate ${count(ofCaller('candidate'))}; share ${count(ofCaller('share'))}`);
    expect(ofCaller('member').length).toBeGreaterThan(100);
    // Share routes are the only public ones probed: the others with a tenant's id are listed.
    expect(ofCaller('share').map((p) => p.route.url).filter((url) => !url.startsWith('/api/share/:token/'))).toEqual([]);
    // Every entry of the tables names a route (and field) that is there.
    const routes = t.app.routeRegistry.filter((r) => idsOf(r).some(isTenant)).map(key);
    expect(Object.keys(NOT_PROBED).filter((k) => !routes.includes(k))).toEqual([]);
    const probed = targets().map((p) => key(p.route));
    expect([...Object.keys(INPUT), ...Object.keys(OWN_REFUSED)].filter((k) => !probed.includes(k))).toEqual([]);
    const fields = targets().flatMap((p) => p.ids.map((f) => `${key(p.route)} ${f.name}`));
    expect(Object.keys(AS_MISSING).filter((k) => !fields.includes(k))).toEqual([]);
  });

  it('answers 404 to a member session of another enterprise, and changes nothing', { timeout: 300_000 }, async () => {
    const { failures, sent } = await crossTenantPass(ofCaller('member'), a.owner.auth);
    console.log(`[cross-tenant] session: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it('answers 404 to an API key of another enterprise (401/403 where keys are refused), and changes nothing', { timeout: 300_000 }, async () => {
    // The key works on its own enterprise's routes.
    expect((await t.app.inject({ url: `/api/Campaign/${a.ids.campaign}`, headers: aKey })).statusCode).toBe(200);
    const { failures, sent } = await crossTenantPass(ofCaller('member'), aKey, true);
    console.log(`[cross-tenant] API key: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it("answers 404 to another enterprise's candidate and share link (401 for another job's URL), and changes nothing", async () => {
    const { failures, sent } = await crossTenantPass([...ofCaller('candidate'), ...ofCaller('share')], {});
    console.log(`[cross-tenant] candidate and share: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it("never answers another enterprise's candidate to a lookup by email, though the email is the same", async () => {
    const lookups = emailLookupsOf(t.app.routeRegistry);
    expect(lookups.map(key)).toEqual(
      expect.arrayContaining(['GET /api/CandidateResume/GetCandidateResumeByUser', 'GET /api/InterviewVideo/GetInterviewVideoByUser']),
    );
    const failures: string[] = [];
    for (const route of lookups) {
      for (const [who, headers] of [['session', a.owner.auth], ['API key', aKey]] as const) {
        const url = `${route.url}?email=${encodeURIComponent(SHARED_EMAIL.toUpperCase())}`;
        const res = await t.app.inject({ url, headers });
        const items = res.statusCode === 200 ? ((res.json() as { data: unknown }).data as { fk_Enterprise_ID?: number; fk_CampaignLine_ID?: number }[]) : [];
        const foreign = items.filter((i) => i.fk_Enterprise_ID !== a.owner.enterpriseId || i.fk_CampaignLine_ID !== a.ids.campaignLine);
        // A's own candidate is found, so an empty answer cannot pass for a refusal.
        if (res.statusCode !== 200 || items.length === 0 || foreign.length) failures.push(`${key(route)} (${who}) → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /*
   * Last, as it changes A's data: the same requests with A's own ids get past validation and the
   * id checks, so the refusals above are the ids' doing. Reads first, deletions last.
   */
  it("gets past validation and the checks with the caller's own ids (the probes are real requests)", { timeout: 120_000 }, async () => {
    // The candidate's before the job can end; deleting a template or a job's candidates last: what
    // they remove, the other deletions need.
    const stage = ({ route: r, caller }: Target) =>
      caller !== 'member' ? 0 : r.method === 'GET' ? 1 : r.method !== 'DELETE' && !/delete/i.test(r.url) ? 2 : /\/(Template\/|CampaignLine\/Delete)/.test(r.url) ? 4 : 3;
    const failures: string[] = [];
    for (const target of targets().sort((x, y) => stage(x) - stage(y))) {
      const { route, ids } = target;
      const last = groupOf(ids[ids.length - 1]);
      const request = requestFor(world, target, (f) => (INPUT[key(route)]?.oneAtATime && groupOf(f) !== last ? 'omit' : 'own'));
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(target.caller === 'member' ? a.owner.auth : {}) } });
      const refused = res.statusCode >= 400;
      if (refused !== key(route) in OWN_REFUSED) failures.push(`${key(route)} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });
});
