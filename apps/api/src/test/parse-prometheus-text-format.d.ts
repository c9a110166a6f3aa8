// The parser the metrics test reads /metrics with ships no types: what the test uses of it.
declare module 'parse-prometheus-text-format' {
  interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: {
      value?: string;
      labels?: Record<string, string>;
      buckets?: Record<string, string>;
      count?: string;
      sum?: string;
    }[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
