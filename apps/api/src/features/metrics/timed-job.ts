// A background job whose every run reports its duration and outcome to /metrics, so an alert can
// tell a job that stopped running from one that runs and fails (docs/prometheus-alerts.yml).
import type { IntervalJob } from '../../lib/interval-job';
import type { AppMetrics } from './app-metrics';

export function timedJob(job: IntervalJob, metrics: AppMetrics): IntervalJob {
  metrics.jobScheduled(job.name, job.everyMs / 1000);
  return {
    ...job,
    run: async () => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await job.run();
        metrics.jobRun(job.name, seconds(), true, new Date());
        return result;
      } catch (error) {
        metrics.jobRun(job.name, seconds(), false, new Date());
        throw error;
      }
    },
  };
}
