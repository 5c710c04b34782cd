import { collectDefaultMetrics, Registry } from 'prom-client';

/** The text format Prometheus scrapes, with its version. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * A registry of one process's metrics, with Node's own (memory, event-loop
 * lag, garbage collection) included. Each process keeps its own rather than
 * prom-client's global one, so a test's app starts from zero.
 */
export function createMetricsRegistry(process: 'api' | 'worker'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process });
  collectDefaultMetrics({ register: registry, prefix: 'pitchlens_' });
  return registry;
}
