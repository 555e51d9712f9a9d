// `npm run bench -- bundle`: the bytes Chromium transfers to open a candidate link, the login page
// and the dashboard (signed in as the demo owner), measured in the browser from the network
// (CDP Network.loadingFinished encodedDataLength: body and headers as they came over the wire),
// once as served and once with `Accept-Encoding: identity` (what an uncompressed server sends).
// Needs a build (`npm run build`); starts the production server on a fresh demo database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken, seedDemoData } from './demo';
import { startServer } from './server';

/** The candidate app's JavaScript budget, transferred (issue 14). */
const CANDIDATE_JS_LIMIT_KB = 120;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
/** The build to serve (WEB_DIST, as the server reads it; default apps/web/dist). */
const dist = path.resolve(root, process.env.WEB_DIST || 'apps/web/dist');

interface Totals {
  requests: number;
  js: number;
  jsDecoded: number;
  css: number;
  fonts: number;
  api: number;
  all: number;
  allDecoded: number;
  /** Script files and their transferred bytes. */
  scripts: Array<{ file: string; bytes: number; encoding: string }>;
}

/** Counts what the page loads over the network from now on (the HTTP cache is off). */
async function recordNetwork(cdp: CDPSession) {
  const seen = new Map<string, { url: string; type: string; encoding: string; decoded: number }>();
  const done: Array<{ url: string; type: string; encoding: string; decoded: number; encoded: number }> = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    seen.set(e.requestId, { url: e.response.url, type: e.type, encoding: headers['content-encoding'] ?? '', decoded: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) done.push({ ...r, encoded: e.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    reset: () => {
      seen.clear();
      done.length = 0;
    },
    totals(): Totals {
      const t: Totals = { requests: 0, js: 0, jsDecoded: 0, css: 0, fonts: 0, api: 0, all: 0, allDecoded: 0, scripts: [] };
      for (const r of done) {
        if (r.url.startsWith('data:') || r.url.startsWith('blob:')) continue;
        t.requests += 1;
        t.all += r.encoded;
        t.allDecoded += r.decoded;
        const pathname = new URL(r.url).pathname;
        if (r.type === 'Script') {
          t.js += r.encoded;
          t.jsDecoded += r.decoded;
          t.scripts.push({ file: pathname.replace(/^\/assets\//, ''), bytes: r.encoded, encoding: r.encoding || 'identity' });
        } else if (r.type === 'Stylesheet') t.css += r.encoded;
        else if (r.type === 'Font') t.fonts += r.encoded;
        else if (pathname.startsWith('/api/')) t.api += r.encoded;
      }
      t.scripts.sort((a, b) => b.bytes - a.bytes);
      return t;
    },
  };
}

interface Scenario {
  name: string;
  /** Whatever must happen before the measured load (signing in); not counted. */
  before?: (page: Page, baseUrl: string) => Promise<void>;
  path: string;
  /** What shows once the page is usable. */
  ready: (page: Page) => Promise<void>;
}

async function measure(browser: Browser, baseUrl: string, scenario: Scenario, identity: boolean): Promise<Totals> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    const cdp = await context.newCDPSession(page);
    const network = await recordNetwork(cdp);
    if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    await scenario.before?.(page, baseUrl);
    network.reset();
    await page.goto(scenario.path, { waitUntil: 'networkidle', timeout: 90_000 });
    await scenario.ready(page);
    await page.waitForLoadState('networkidle');
    return network.totals();
  } finally {
    await context.close();
  }
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^\s*Email\s*\*?\s*$/).fill(DEMO_EMAIL);
  await page.getByLabel(/^\s*Password\s*\*?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 90_000 });
  await page.waitForLoadState('networkidle');
}

/** A live demo job's public link, as a candidate receives it. */
async function candidateLink(baseUrl: string): Promise<string> {
  const token = await demoToken(baseUrl);
  const list = (await (await fetch(`${baseUrl}/api/Campaign?state=open&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ pk_Campaign_ID: number; fk_Enterprise_ID: number; publicLinkToken: string }>;
  };
  const job = list.data[0];
  if (!job) throw new Error('bundle: the demo has no open job');
  return `/invite/${job.pk_Campaign_ID}/${job.fk_Enterprise_ID}?link=${encodeURIComponent(job.publicLinkToken)}`;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function bundleBench(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(path.join(dist, 'index.html.br'))) {
    console.error(`bundle: no precompressed web build in ${path.relative(root, dist)}; run \`npm run build\` first.`);
    process.exitCode = 1;
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-bundle-'));
  await seedDemoData(dataDir);
  const server = await startServer({ SEED_DEMO: 'false', WEB_DIST: dist }, dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const scenarios: Scenario[] = [
      {
        name: 'candidate link',
        path: await candidateLink(server.url),
        ready: async (page) => page.locator('h1, h2').first().waitFor(),
      },
      {
        name: 'login page',
        path: '/login',
        ready: async (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor(),
      },
      {
        name: 'dashboard (owner)',
        before: signIn,
        path: '/dashboard',
        ready: async (page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(),
      },
    ];
    const rows: Array<{ name: string; served: Totals; identity: Totals }> = [];
    for (const scenario of scenarios) {
      rows.push({ name: scenario.name, served: await measure(browser, server.url, scenario, false), identity: await measure(browser, server.url, scenario, true) });
    }

    console.log('\nbundle benchmark: bytes Chromium transferred (body + headers, HTTP cache off, production server, this machine)');
    console.log('page                 requests   JS         JS uncompr.  CSS       fonts      API       all        all uncompr.');
    for (const { name, served, identity } of rows) {
      console.log(
        `${name.padEnd(20)} ${String(served.requests).padStart(8)}   ${kb(served.js).padEnd(10)} ${kb(identity.js).padEnd(12)} ${kb(served.css).padEnd(9)} ` +
          `${kb(served.fonts).padEnd(10)} ${kb(served.api).padEnd(9)} ${kb(served.all).padEnd(10)} ${kb(identity.all)}`,
      );
    }
    for (const { name, served } of rows) {
      console.log(`\n${name} scripts: ${served.scripts.map((s) => `${s.file} ${kb(s.bytes)} (${s.encoding})`).join(', ')}`);
    }
    const candidate = rows[0].served;
    const pass = candidate.js <= CANDIDATE_JS_LIMIT_KB * 1024;
    console.log(`\ncandidate link JavaScript: ${kb(candidate.js)} transferred (limit ${CANDIDATE_JS_LIMIT_KB} KB): ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
