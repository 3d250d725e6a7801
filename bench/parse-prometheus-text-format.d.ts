// parse-prometheus-text-format ships no types; these are the shapes it answers (prom2json's).
declare module 'parse-prometheus-text-format' {
  export type PromSample = {
    value?: string;
    labels?: Record<string, string>;
    /** Histograms: upper bound → cumulative count. */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type PromFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PromSample[];
  };
  export default function parsePrometheusTextFormat(text: string): PromFamily[];
}
