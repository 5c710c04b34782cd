import { useEffect, useRef } from 'react';
import type { FunnelStep } from '@pitchlens/contracts';
import { knownEmail, trackStepVisit } from './tracking-client';

/** Records the page's funnel step once per mount; `email` overrides the remembered address. */
export function useStepVisit(step: FunnelStep, email?: string | null): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void trackStepVisit(step, email || knownEmail());
  }, [step, email]);
}
