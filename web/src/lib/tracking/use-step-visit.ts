import { useEffect, useRef } from 'react';
import type { FunnelStep } from '@pitchlens/contracts';
import { knownEmail, trackStepVisit } from './tracking-client';

/**
 * Records the page's funnel step once per mount; `email` overrides the
 * remembered address. While `waiting`, nothing is sent yet (the address is
 * still being read).
 */
export function useStepVisit(step: FunnelStep, email?: string | null, waiting = false): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || waiting) return;
    sent.current = true;
    void trackStepVisit(step, email || knownEmail());
  }, [step, email, waiting]);
}
