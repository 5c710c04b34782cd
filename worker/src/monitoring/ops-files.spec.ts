import type { HttpAdapterHost } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Pool } from 'pg';
import type { Registry } from 'prom-client';
import { ApiMetrics } from '../../../api/src/metrics/api-metrics';
import { registerErasureGauges } from './erasure-gauges';
import { registerProjectorGauges } from './projector-gauges';
import { registerQueueGauges } from './queue-gauges';
import { WorkerMetrics } from './worker-metrics';

const OPS = resolve(__dirname, '../../../libs/monitoring/ops');
const SERIES_SUFFIXES = ['', '_bucket', '_count', '_sum'];

/** Every series name the two processes expose, histograms' included. Nothing is collected: only names are read. */
function exposedNames(): Set<string> {
  const worker = new WorkerMetrics();
  registerProjectorGauges(worker.registry, {} as Pool);
  registerErasureGauges(worker.registry, {} as Pool);
  registerQueueGauges(worker.registry, [], {} as Queue);
  const registries: Registry[] = [worker.registry, new ApiMetrics({} as HttpAdapterHost).registry];
  const names = registries.flatMap((r) => r.getMetricsAsArray().map((m) => m.name));
  return new Set(names.flatMap((name) => SERIES_SUFFIXES.map((suffix) => name + suffix)));
}

/** The metric names an alert rule or dashboard query reads. */
const namesIn = (text: string) => new Set(text.match(/\b(?:pitchlens|bullmq)_[a-z0-9_]+/g));

it.each(['alert-rules.yml', 'grafana-dashboard.json'])('%s reads only metrics the API and worker expose', (file) => {
  const text = readFileSync(resolve(OPS, file), 'utf8');
  const used = [...namesIn(text)];
  expect(used.length).toBeGreaterThan(3);
  const exposed = exposedNames();
  expect(used.filter((name) => !exposed.has(name))).toEqual([]);
});

it('alerts on projector lag over a minute, failed emails, a queue not draining, the 5xx rate and erasures failed or overdue', () => {
  const rules = readFileSync(resolve(OPS, 'alert-rules.yml'), 'utf8');
  const alerts = [...rules.matchAll(/- alert: (\w+)\n\s+(?:#.*\n\s+)?expr: (>\n(?:\s{10}.*\n)+|.*\n)/g)].map((m) => [m[1], m[2].replace(/\s+/g, ' ').trim()]);
  expect(Object.fromEntries(alerts)).toEqual({
    PitchlensProjectorBehind: expect.stringContaining('pitchlens_projector_seconds_behind) > 60'),
    PitchlensEmailsFailing: expect.stringContaining('pitchlens_emails_total{outcome="failed"}'),
    PitchlensQueueNotDraining: expect.stringContaining('bullmq_job_count{state="waiting"}'),
    PitchlensHttp5xxRate: expect.stringContaining('status=~"5.."'),
    PitchlensErasureFailed: expect.stringContaining('pitchlens_erasures{state="failed"}) > 0'),
    PitchlensErasureOverdue: expect.stringContaining('pitchlens_erasure_oldest_pending_seconds) > 3600'),
  });
});

it("passes Prometheus's own check (promtool, from Debian's prometheus package)", () => {
  const promtool = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
  if (!existsSync(promtool)) throw new Error(`${promtool} is missing: run scripts/ensure-test-tools.sh (npm test does)`);
  const output = execFileSync(promtool, ['check', 'rules', resolve(OPS, 'alert-rules.yml')], { encoding: 'utf8' });
  expect(output).toContain('SUCCESS: 6 rules found');
});
