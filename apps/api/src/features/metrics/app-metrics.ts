// The metric families the operator scrapes at GET /metrics (docs/prometheus-alerts.yml alerts on
// them). One registry per app, not prom-client's global one: the API tests build many apps in one
// process, and a second global registration of a name throws.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'method' | 'status_class'>;
  inFlight: Gauge;
  cacheLookups: Counter<'cache' | 'result'>;
  /** A background job's period, so an alert can tell when its last success is overdue. */
  jobScheduled: (job: string, periodSeconds: number) => void;
  /** A background job's run (server.ts wraps every job of its list). */
  jobRun: (job: string, seconds: number, ok: boolean, at: Date) => void;
  /** This instance's jobs as '/admin/sistema' shows them. */
  jobStates: () => {
    name: string;
    periodSeconds: number | null;
    lastSuccessAt: Date | null;
    failures: number;
  }[];
  /** Called on the first scrape: Node's own families (event-loop lag, heap) start there. */
  startDefaults: () => void;
}

/**
 * The families whose values are read at scrape time (database pool, outbox, replicas) are
 * registered by the route with collect callbacks (features/metrics/scrape-values.ts).
 */
export function createAppMetrics(inFlightCount: () => number): AppMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'drd_http_request_duration_seconds',
    help: 'Duración de las solicitudes por patrón de ruta, método y clase de estado',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'drd_http_requests_in_flight',
    help: 'Solicitudes cuyo manejador aún corre',
    registers: [registry],
    collect() {
      this.set(inFlightCount());
    },
  });
  const cacheLookups = new Counter({
    name: 'drd_cache_lookups_total',
    help: 'Consultas a las cachés de la aplicación, acertadas (hit) o no (miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'drd_job_last_success_timestamp_seconds',
    help: 'Momento (Unix) de la última ejecución correcta de cada tarea de fondo en esta instancia',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new Gauge({
    name: 'drd_job_last_duration_seconds',
    help: 'Duración de la última ejecución de cada tarea de fondo en esta instancia',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobPeriod = new Gauge({
    name: 'drd_job_period_seconds',
    help: 'Cada cuánto corre cada tarea de fondo',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'drd_job_failures_total',
    help: 'Ejecuciones fallidas de cada tarea de fondo en esta instancia',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  let defaultsStarted = false;
  const jobs = new Map<
    string,
    { periodSeconds: number | null; lastSuccessAt: Date | null; failures: number }
  >();
  const jobState = (job: string) => {
    let state = jobs.get(job);
    if (!state) jobs.set(job, (state = { periodSeconds: null, lastSuccessAt: null, failures: 0 }));
    return state;
  };
  return {
    registry,
    requestDuration,
    inFlight,
    cacheLookups,
    jobScheduled(job, periodSeconds) {
      jobPeriod.set({ job }, periodSeconds);
      jobState(job).periodSeconds = periodSeconds;
    },
    jobRun(job, seconds, ok, at) {
      jobDuration.set({ job }, seconds);
      if (ok) {
        jobLastSuccess.set({ job }, at.getTime() / 1000);
        jobState(job).lastSuccessAt = at;
      } else {
        jobFailures.inc({ job });
        jobState(job).failures++;
      }
    },
    jobStates: () => [...jobs].map(([name, state]) => ({ name, ...state })),
    startDefaults() {
      if (defaultsStarted) return;
      defaultsStarted = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}

/** '2xx'…'5xx': the status label stays a handful of values. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
