import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { queueStats, type JobRunObserver } from '../queue/stats';

/** The route label of a request no route matched (a 404, a malformed URL). */
const UNMATCHED = 'unmatched';

/**
 * The process's own metrics (CPU, memory, event loop lag, GC): one set per process, however many
 * apps it builds (the tests build several), so they live beside the apps' registries.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's Prometheus metrics, in a registry of its own (never prom-client's global one, which
 * several apps in one process would share). Counters and histograms are observed as things
 * happen; the queue's backlog and the database pool are read when Prometheus scrapes.
 */
export class Metrics implements JobRunObserver {
  private readonly registry = new Registry();
  readonly contentType = this.registry.contentType;

  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [this.registry],
  });
  private readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [this.registry],
  });
  private readonly queueDepth = new Gauge({
    name: 'candid_queue_depth',
    help: 'Background jobs due and waiting for a worker, by job name.',
    labelNames: ['job_name'],
    registers: [this.registry],
  });
  private readonly queueRunning = new Gauge({
    name: 'candid_queue_running_jobs',
    help: 'Background jobs claimed by a worker, by job name.',
    labelNames: ['job_name'],
    registers: [this.registry],
  });
  private readonly queueOldest = new Gauge({
    name: 'candid_queue_oldest_job_age_seconds',
    help: 'How long the oldest due background job has waited for a worker, by job name.',
    labelNames: ['job_name'],
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'candid_job_duration_seconds',
    help: "Time a background job's run took, by job name and outcome (done, retry, failed).",
    labelNames: ['job_name', 'outcome'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'candid_job_failures_total',
    help: 'Background job runs that failed (retried or given up), by job name.',
    labelNames: ['job_name'],
    registers: [this.registry],
  });
  private readonly transcodeRatio = new Histogram({
    name: 'candid_transcode_seconds_per_media_second',
    help: "Seconds an answer's transcode took per second of its media, by kind (encode, remux).",
    labelNames: ['kind'],
    buckets: [0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
    registers: [this.registry],
  });
  private readonly webhookLag = new Histogram({
    name: 'candid_webhook_delivery_lag_seconds',
    help: "Time from a webhook event's creation to its successful delivery.",
    buckets: [0.1, 0.5, 1, 5, 30, 120, 600, 3600, 21_600, 86_400],
    registers: [this.registry],
  });
  private readonly poolConnections = new Gauge({
    name: 'candid_db_pool_connections',
    help: 'Open database connections of the pool (the embedded database: 1).',
    registers: [this.registry],
  });
  private readonly poolIdle = new Gauge({
    name: 'candid_db_pool_idle_connections',
    help: 'Open database connections not in use (the embedded database: 0).',
    registers: [this.registry],
  });
  private readonly poolWaiting = new Gauge({
    name: 'candid_db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection (the embedded database: 0).',
    registers: [this.registry],
  });

  constructor(private readonly database: Database) {}

  /** Counts every answer by its route's pattern: ids in URLs make no new series. */
  registerHttpHooks(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) };
      this.httpDuration.observe(labels, reply.elapsedTime / 1000);
      this.httpRequests.inc(labels);
    });
  }

  ran(name: string, seconds: number, outcome: 'done' | 'retry' | 'failed') {
    this.jobDuration.observe({ job_name: name, outcome }, seconds);
    if (outcome !== 'done') this.jobFailures.inc({ job_name: name });
  }

  transcoded(kind: 'encode' | 'remux', seconds: number, mediaSeconds: number) {
    if (mediaSeconds > 0) this.transcodeRatio.observe({ kind }, seconds / mediaSeconds);
  }

  webhookDelivered(eventCreatedAt: Date) {
    this.webhookLag.observe(Math.max(0, (Date.now() - eventCreatedAt.getTime()) / 1000));
  }

  /** The text Prometheus reads: the process's metrics, then this app's, the gauges read now. */
  async scrape(): Promise<string> {
    const backlog = await queueStats(this.database.db);
    for (const gauge of [this.queueDepth, this.queueRunning, this.queueOldest]) gauge.reset();
    for (const { name, due, running, oldestDueSeconds } of backlog) {
      this.queueDepth.set({ job_name: name }, due);
      this.queueRunning.set({ job_name: name }, running);
      this.queueOldest.set({ job_name: name }, oldestDueSeconds);
    }
    const pool = poolUse(this.database);
    this.poolConnections.set(pool.total);
    this.poolIdle.set(pool.idle);
    this.poolWaiting.set(pool.waiting);
    return (await processMetrics().metrics()) + (await this.registry.metrics());
  }
}

/** node-postgres's pool counts; PGlite is one connection, taken as always in use. */
function poolUse(database: Database): { total: number; idle: number; waiting: number } {
  const client: unknown = database.db.$client;
  if (client instanceof pg.Pool) return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
  return { total: 1, idle: 0, waiting: 0 };
}
