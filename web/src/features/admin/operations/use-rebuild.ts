import type { RebuildProgress } from '@pitchlens/contracts';
import { useEffect, useState } from 'react';
import { PROJECTORS_POLL_MS, REPLAY_POLL_MS, useGetRebuildQuery } from './api/operations-api';

/**
 * The latest rebuild of the read models, whoever started it: asked for every
 * second while one runs, else with the projectors every 30 s. `onFinished`
 * is called when one seen running has ended (its tables are in, or not).
 */
export function useRebuild(onFinished: () => void): { rebuild: RebuildProgress | null; error: unknown } {
  const [running, setRunning] = useState(false);
  const { data, error } = useGetRebuildQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skipPollingIfUnfocused: false,
    pollingInterval: running ? REPLAY_POLL_MS : PROJECTORS_POLL_MS,
  });
  const runsNow = data?.rebuild?.state === 'running';
  useEffect(() => {
    if (running && !runsNow) onFinished();
    setRunning(runsNow);
  }, [running, runsNow, onFinished]);
  return { rebuild: data?.rebuild ?? null, error };
}
