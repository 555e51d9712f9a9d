import { onJob, putJob } from '../../../test/test-jobs';
import { describe, expect, it } from 'vitest';
import { MSG } from '@candid/shared';
import { HttpError } from '../../http/errors';
import { useTestApp, withTestApp } from '../../../test/harness';
import { wrapper } from '../../../test/factories';
import { assertMayReadMetrics } from './policy';

const TOKEN = 'metrics-token-for-the-tests';
const t = useTestApp({ startWorkers: false, env: { METRICS_TOKEN: TOKEN } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample line, e.g. sample(text, 'candid_queue_depth{job_name="x"}'). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers 401 without the token or with another one', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token'), { authorization: TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(wrapper(res)).toMatchObject({ successful: false, message: MSG.unauthorized });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("names requests by route pattern and status, the queue's backlog, the jobs' runs and the pool", async () => {
    const { queue } = t.app.ctx;
    onJob(queue, 'test.metrics.ok', async () => undefined);
    onJob(queue, 'test.metrics.fails', async () => {
      throw new Error('no luck');
    });
    await putJob(t.app.ctx.db, 'test.metrics.ok', {});
    await putJob(t.app.ctx.db, 'test.metrics.fails', {}, { maxAttempts: 1 });
    // The app's periodic jobs run too.
    await queue.drain();
    // Due for 5 s, and no worker here handles it: waiting.
    await putJob(t.app.ctx.db, 'test.metrics.waiting', {}, { runAt: new Date(Date.now() - 5_000) });
    await putJob(t.app.ctx.db, 'test.metrics.waiting', {}, { runAt: new Date(Date.now() + 3_600_000) });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/careers/no-such-company-123' });

    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 1');
    // The pattern, never the URL: ids and slugs make no new series.
    expect(text).toContain('route="/careers/:companySlug"');
    expect(text).not.toContain('no-such-company-123');

    // Only the job due counts as depth; the one scheduled for later does not.
    expect(sample(text, 'candid_queue_depth{job_name="test.metrics.waiting"}')).toBe(1);
    expect(sample(text, 'candid_queue_oldest_job_age_seconds{job_name="test.metrics.waiting"}')).toBeGreaterThanOrEqual(4);
    expect(text).toContain('# TYPE candid_queue_running_jobs gauge');
    expect(sample(text, 'candid_job_duration_seconds_count{job_name="test.metrics.ok",outcome="done"}')).toBe(1);
    expect(sample(text, 'candid_job_duration_seconds_count{job_name="test.metrics.fails",outcome="failed"}')).toBe(1);
    expect(sample(text, 'candid_job_failures_total{job_name="test.metrics.fails"}')).toBe(1);
    expect(sample(text, 'candid_job_failures_total{job_name="test.metrics.ok"}')).toBeUndefined();
    expect(text).toContain('# TYPE candid_transcode_seconds_per_media_second histogram');
    expect(text).toContain('# TYPE candid_webhook_delivery_lag_seconds histogram');
    expect(sample(text, 'candid_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'candid_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'candid_db_pool_waiting_requests')).toBe(0);
    // The process's own metrics too.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('is open outside production when no token is set', async () => {
    await withTestApp({ database: t.database, startWorkers: false }, async ({ app }) => {
      const res = await app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE candid_queue_depth gauge');
    });
  });
});

describe('who may read the metrics', () => {
  const refusal = (config: Parameters<typeof assertMayReadMetrics>[0], authorization?: string) => {
    try {
      assertMayReadMetrics(config, authorization);
      return null;
    } catch (err) {
      return err instanceof HttpError ? err.status : err;
    }
  };

  it('takes only the bearer of METRICS_TOKEN when set, in any environment', () => {
    for (const env of ['production', 'development', 'test'] as const) {
      const config = { env, metricsToken: TOKEN };
      expect(refusal(config, `Bearer ${TOKEN}`)).toBeNull();
      expect(refusal(config, `bearer ${TOKEN}`)).toBeNull();
      expect(refusal(config)).toBe(401);
      expect(refusal(config, `Bearer ${TOKEN}x`)).toBe(401);
      expect(refusal(config, `Basic ${TOKEN}`)).toBe(401);
    }
  });

  it('without a token: open in development and test, refused in production', () => {
    expect(refusal({ env: 'development' })).toBeNull();
    expect(refusal({ env: 'test' })).toBeNull();
    expect(refusal({ env: 'production' })).toBe(403);
    expect(refusal({ env: 'production' }, 'Bearer anything-at-all-here')).toBe(403);
  });
});
