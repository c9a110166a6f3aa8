// autocannon runs that report what the issue asks: exact p50/p95/p99 (from every response time,
// autocannon's own percentiles skip p95), requests per second, and every kind of failure.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `rate` set: open loop at that many requests per second in total (autocannon overallRate).
 * `rate` unset: saturation, as fast as `connections` keep-alive clients can go.
 */
export async function load({
  url,
  method = 'GET',
  body,
  headers = {},
  seconds,
  connections,
  rate,
  setupRequest,
  onResponse,
}) {
  const times = [];
  const instance = autocannon({
    url,
    method,
    body,
    headers,
    duration: seconds,
    connections,
    ...(rate ? { overallRate: rate } : {}),
    ...(setupRequest
      ? { requests: [{ setupRequest, ...(onResponse ? { onResponse } : {}) }] }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    sent: result.requests.sent,
    rps: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
