import { onJob, putJob } from '../../../test/test-jobs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@candid/shared';
import { buildApp } from '../../app';
import { backgroundJobs } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { PgJobQueue } from '../../platform/queue/queue';
import { freshDatabase, testConfig, withTestApp } from '../../../test/harness';
import { wrapper } from '../../../test/factories';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const jobsNamed = (name: string) => database.db.select().from(backgroundJobs).where(sql`${backgroundJobs.name} = ${name}`);

describe('GET /api/ready', () => {
  it('answers 200 while the database, the media store and the migrations are fine; /api/health stays liveness', async () => {
    await withTestApp({ database, startWorkers: false }, async ({ app }) => {
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(wrapper(ready)).toMatchObject({ successful: true, status: 200, data: { status: 'ready' } });
      expect(wrapper(await app.inject({ url: '/api/health' }))).toMatchObject({ status: 200, data: { status: 'ok' } });
    });
  });

  it('answers 503 naming the migrations when the newest one of this build is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await withTestApp({ database, startWorkers: false }, async ({ app }) => {
      await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
      try {
        const res = await app.inject({ url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        const body = wrapper(res);
        expect(body).toMatchObject({ successful: false, data: null, message: MSG.notReady });
        expect(Object.keys(body.details!)).toEqual(['migrations']);
        expect(body.details!.migrations[0]).toMatch(/^migration \d{4}_\w+ is not applied$/);
      } finally {
        await database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`);
      }
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    });
  });

  it('answers 503 naming the media store when its folder cannot be written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-ready-'));
    // Media live under DATA_DIR/media: a file there instead of a folder.
    fs.writeFileSync(path.join(dataDir, 'media'), 'not a folder');
    try {
      await withTestApp({ database, startWorkers: false, env: { DATA_DIR: dataDir } }, async ({ app }) => {
        const res = await app.inject({ url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(Object.keys(wrapper(res).details!)).toEqual(['media']);
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the graceful stop (SIGTERM)', () => {
  it('stops listening at once, answers 503 to readiness, lets requests finish and hands back the jobs left at the end of the grace', async () => {
    const app = await buildApp(testConfig({ SHUTDOWN_GRACE_SECONDS: '1' }), { database, startWorkers: true });
    let requestArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    app.get('/test/slow', { config: { access: { public: true } } }, async () => {
      requestArrived();
      await new Promise((r) => setTimeout(r, 300));
      return 'finished';
    });
    let jobStarted = false;
    let releaseJob: () => void = () => {};
    const jobHeld = new Promise<void>((resolve) => (releaseJob = resolve));
    onJob(app.ctx.queue, 'test.stop.long', async () => {
      jobStarted = true;
      await jobHeld;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const id = await putJob(app.ctx.db, 'test.stop.long', {});
      app.ctx.queue.wake();
      await expect.poll(() => jobStarted, { timeout: 30_000 }).toBe(true);
      const slow = fetch(`${base}/test/slow`);
      await arrived;

      const stopped = app.shutdown.run();
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(wrapper(ready)).toMatchObject({ message: MSG.notReady, details: { draining: ['the server is shutting down'] } });
      // No new connection is taken; the request under way gets its answer, and closes its connection.
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('finished');
      expect(answer.headers.get('connection')).toBe('close');

      await stopped;
      // The job outlived the grace: pending again, free for the next worker at once.
      const [job] = await jobsNamed('test.stop.long');
      expect(job).toMatchObject({ id, status: 'pending', attempts: 1, maxAttempts: 6, lockedUntil: null });
      const next = new PgJobQueue(database.db, app.log);
      onJob(next, 'test.stop.long', async () => undefined);
      expect(await next.drain()).toBe(1);
    } finally {
      releaseJob();
      await app.shutdown.run();
    }
  });
});

describe('CANDID_ROLE', () => {
  it('web: serves the app and queues work, but runs no job', async () => {
    await withTestApp({ database, env: { CANDID_ROLE: 'web' } }, async ({ app }) => {
      let ran = 0;
      onJob(app.ctx.queue, 'test.role.web', async () => {
        ran++;
      });
      await putJob(app.ctx.db, 'test.role.web', {});
      app.ctx.queue.wake();
      await app.ctx.queue.whenIdle();
      expect(ran).toBe(0);
      expect((await jobsNamed('test.role.web'))[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect(app.routeRegistry.some((r) => r.url === '/api/token')).toBe(true);
    });
  });

  it('web beside a worker: what the web process queues wakes the worker at commit (NOTIFY), not at its next poll', async () => {
    await withTestApp({ database, env: { CANDID_ROLE: 'worker' } }, async ({ app: worker }) => {
      await withTestApp({ database, env: { CANDID_ROLE: 'web' } }, async ({ app: web }) => {
        let ran = 0;
        onJob(worker.ctx.queue, 'test.role.pair', async () => {
          ran++;
        });
        // The worker's wakes, counted: its listener calls them when the web process notifies.
        let woken = 0;
        const wake = worker.ctx.queue.wake.bind(worker.ctx.queue);
        worker.ctx.queue.wake = () => {
          woken++;
          wake();
        };
        await putJob(web.ctx.db, 'test.role.pair', {});
        web.ctx.queue.wake();
        await expect.poll(() => woken, { timeout: 10_000 }).toBeGreaterThan(0);
        await expect.poll(() => ran, { timeout: 30_000 }).toBe(1);
      });
    });
  });

  it('worker: runs the jobs, and serves only health, readiness and metrics', async () => {
    await withTestApp({ database, env: { CANDID_ROLE: 'worker' } }, async ({ app }) => {
      let ran = 0;
      onJob(app.ctx.queue, 'test.role.worker', async () => {
        ran++;
      });
      await putJob(app.ctx.db, 'test.role.worker', {});
      app.ctx.queue.wake();
      await expect.poll(() => ran, { timeout: 30_000 }).toBe(1);
      expect((await jobsNamed('test.role.worker'))[0]).toMatchObject({ status: 'done' });
      const served = app.routeRegistry.filter((r) => !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
      expect(served.sort()).toEqual(['GET /api/health', 'GET /api/ready', 'GET /metrics']);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/token', payload: {} })).statusCode).toBe(404);
    });
  });
});
