import type { WorkerConfig, WorkerRole } from '@pitchlens/config';

/** Whether this worker process runs `role` (WORKER_ROLES; `all` runs every one). */
export function runsRole(config: Pick<WorkerConfig, 'WORKER_ROLES'>, role: WorkerRole): boolean {
  return config.WORKER_ROLES.includes('all') || config.WORKER_ROLES.includes(role);
}
