// GET /metrics: Prometheus's text format with every family the operator's alerts read
// (docs/prometheus-alerts.yml), requests labelled by route pattern, and nobody else served.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createAppMetrics } from './app-metrics';
import { timedJob } from './timed-job';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FAMILIES = [
  'drd_http_request_duration_seconds',
  'drd_http_requests_in_flight',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
  'drd_db_pool_connections',
  'drd_mail_outbox_messages',
  'drd_mail_outbox_oldest_age_seconds',
  'drd_job_last_success_timestamp_seconds',
  'drd_job_last_duration_seconds',
  'drd_cache_lookups_total',
  'drd_replica_lag_seconds',
  'drd_backup_last_success_timestamp_seconds',
];

async function scrape(app = ctx.app, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', headers });
}

describe('GET /metrics', () => {
  it('parses as Prometheus text and carries every family', async () => {
    ctx.app.metrics.jobRun('correo', 0.25, true, new Date('2026-12-07T12:00:00Z'));
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(response.body);
    const names = families.map((f) => f.name);
    for (const family of FAMILIES) expect(names).toContain(family);
    const job = families.find((f) => f.name === 'drd_job_last_success_timestamp_seconds')!;
    expect(job.metrics).toContainEqual({ labels: { job: 'correo' }, value: '1796644800' });
  });

  it('labels requests by route pattern, method and status class, never by the raw URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/businesses/detail/1' });
    await ctx.app.inject({ method: 'GET', url: '/api/businesses/detail/999999' });
    const body = (await scrape()).body;
    // The parser drops a histogram's labels when 'le' comes first, as prom-client writes it: the
    // series are read from the lines themselves.
    const series = body
      .split('\n')
      .filter((line) => line.startsWith('drd_http_request_duration_seconds_count{'));
    expect(series).toContainEqual(
      expect.stringContaining('route="/api/businesses/detail/:id",method="GET",status_class="2xx"'),
    );
    expect(series).toContainEqual(
      expect.stringContaining('route="/api/businesses/detail/:id",method="GET",status_class="4xx"'),
    );
    expect(body).not.toContain('detail/999999');
  });

  it('counts the outbox and its oldest message, and the query cache', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    const families = parsePrometheusTextFormat((await scrape()).body);
    const outbox = families.find((f) => f.name === 'drd_mail_outbox_messages')!;
    expect(outbox.metrics.map((m) => m.labels?.status).sort()).toEqual(['failed', 'queued']);
    const cache = families.find((f) => f.name === 'drd_cache_lookups_total')!;
    const hits = cache.metrics.find((m) => m.labels?.result === 'hit');
    expect(Number(hits?.value)).toBeGreaterThan(0);
  });

  it('answers only to loopback without a token, and never to a forwarded request', async () => {
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(401);
    expect(remote.json<{ error: string }>().error).toMatch(/solo se sirven a esta máquina/);
    const forwarded = await scrape(ctx.app, { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.statusCode).toBe(401);
  });

  it('asks for METRICS_TOKEN as a Bearer token when it is set', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'test', METRICS_TOKEN: 'token-de-prueba-largo' }),
    });
    expect((await scrape(app)).statusCode).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer otro-token' })).statusCode).toBe(401);
    const allowed = await scrape(app, { authorization: 'Bearer token-de-prueba-largo' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('drd_http_request_duration_seconds');
    await app.close();
  });

  it('echoes the request id in X-Request-Id, keeping a sane one the proxy sent', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('records each job run: its duration, its last success, its failures', async () => {
    const metrics = createAppMetrics(() => 0);
    let fail = false;
    const job = timedJob(
      {
        name: 'prueba',
        everyMs: 60_000,
        run: async () => {
          if (fail) throw new Error('falló');
        },
      },
      metrics,
    );
    await job.run();
    fail = true;
    await expect(job.run()).rejects.toThrow('falló');
    const families = parsePrometheusTextFormat(await metrics.registry.metrics());
    const value = (name: string) =>
      families.find((f) => f.name === name)?.metrics.find((m) => m.labels?.job === 'prueba')?.value;
    expect(Number(value('drd_job_last_success_timestamp_seconds'))).toBeGreaterThan(1.7e9);
    expect(Number(value('drd_job_last_duration_seconds'))).toBeGreaterThanOrEqual(0);
    expect(value('drd_job_failures_total')).toBe('1');
    expect(value('drd_job_period_seconds')).toBe('60');
  });
});
