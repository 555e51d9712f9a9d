import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ACCESS_LEVEL, WEBHOOK_EVENTS } from '@candid/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { enterprises, users } from '../apps/server/src/db/schema/index';
import { emit } from '../apps/server/src/modules/webhooks/emit';
import { createEndpoint } from '../apps/server/src/modules/webhooks/service';

/*
 * Webhook delivery (issue 17, docs/api-keys-and-webhooks.md): BENCH_EVENTS (default 10,000)
 * events emitted through the outbox in transactions of BENCH_BATCH (default 100), as fast as they
 * can be written, while the app's own queue delivers them — signed — to a receiver on 127.0.0.1.
 * Prints the emit rate, the delivery throughput (events / time from the first emit to the last
 * delivery) and the event-to-delivery latency (receipt time minus the event's timestamp) at
 * p50/p99. PGlite under a temporary DATA_DIR, or PostgreSQL at BENCH_DATABASE_URL (a database it
 * may fill; the tables are not cleaned).
 */

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function webhooksBench() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-webhooks-'));
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  const latencies: number[] = [];
  let lastDelivery = 0;
  let done: () => void = () => {};
  const allDelivered = new Promise<void>((resolve) => (done = resolve));
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      const { timestamp } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      latencies.push(now - Date.parse(timestamp));
      lastDelivery = now;
      res.end();
      if (latencies.length === EVENTS) done();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const app = await buildApp(config, { database, startWorkers: false });
  await app.ready();
  try {
    const [enterprise] = await app.ctx.db.insert(enterprises).values({ name: 'Webhook Bench' }).returning();
    const [owner] = await app.ctx.db
      .insert(users)
      .values({ enterpriseId: enterprise.id, email: `bench-${Date.now()}@example.com`, accessLevel: ACCESS_LEVEL.Owner, status: 1, passwordHash: 'x' })
      .returning();
    const actor = { sessionId: 0, userId: owner.id, enterpriseId: enterprise.id, accessLevel: ACCESS_LEVEL.Owner, email: owner.email };
    await createEndpoint(app.ctx, actor, { Url: url, Events: [...WEBHOOK_EVENTS] });

    app.ctx.queue.start();
    console.log(`  webhooks (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${EVENTS} events in transactions of ${BATCH}, delivered by the queue to ${url}`);
    const started = Date.now();
    for (let sent = 0; sent < EVENTS; sent += BATCH) {
      const n = Math.min(BATCH, EVENTS - sent);
      await app.ctx.db.transaction((tx) =>
        emit(
          { db: tx, events: app.ctx.events },
          Array.from({ length: n }, (_, i) => ({ enterpriseId: enterprise.id, type: 'job.created' as const, data: { jobId: sent + i + 1 } })),
        ),
      );
    }
    const emitted = Date.now();
    await allDelivered;
    const sorted = latencies.sort((a, b) => a - b);
    const seconds = (lastDelivery - started) / 1000;
    console.log(`  emitted ${EVENTS} events in ${((emitted - started) / 1000).toFixed(1)} s (${Math.round(EVENTS / ((emitted - started) / 1000))}/s)`);
    console.log(`  delivered ${EVENTS} in ${seconds.toFixed(1)} s: ${Math.round(EVENTS / seconds)} deliveries/s`);
    console.log(`  event to delivery: p50 ${pct(sorted, 50)} ms, p99 ${pct(sorted, 99)} ms, max ${sorted.at(-1)} ms`);
  } finally {
    await app.close();
    await database.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
