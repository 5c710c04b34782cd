import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../lib/store/hooks';
import { showToast } from '../../../lib/store/toasts-slice';
import type { Confirmed, ConfirmOutcome, PaymentHandle } from '../stripe/payment-form';

/** Spec §9: the confirmation shows for 3 seconds before the next page. */
export const REDIRECT_DELAY_MS = 3000;

export type CheckoutPhase = 'idle' | 'processing' | 'success';

interface Options {
  /** Toast title when the provider refuses: 'Payment Failed' or 'Payment Setup Failed' (spec §8). */
  failureTitle: string;
  redirectDelayMs?: number;
}

/**
 * The checkout states of spec §4: idle → processing → success (then the next
 * page after a delay) or back to idle with a destructive toast. A submit before
 * the payment form is ready, or while one is running, is ignored.
 */
export function useCheckoutSubmit({ failureTitle, redirectDelayMs = REDIRECT_DELAY_MS }: Options) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [handle, setHandle] = useState<PaymentHandle | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [next, setNext] = useState<string | null>(null);
  const running = useRef(false);

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(() => navigate(next), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [next, navigate, redirectDelayMs]);

  /** Runs a charge through the checkout's states: processing, then success (and the next page) or back to idle with a toast. */
  async function run(charge: () => Promise<ConfirmOutcome>, afterSuccess: (confirmed: Confirmed) => Promise<string>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setPhase('processing');
    let outcome: ConfirmOutcome;
    try {
      outcome = await charge();
    } catch (error) {
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (!outcome.ok) {
      dispatch(showToast({ title: failureTitle, description: outcome.message, variant: 'destructive' }));
      running.current = false;
      setPhase('idle');
      return false;
    }
    const nextPath = await afterSuccess(outcome);
    setPhase('success');
    setNext(nextPath);
    return true;
  }

  /** A card payment, once the payment form is ready. */
  async function submit(confirm: (handle: PaymentHandle) => Promise<ConfirmOutcome>, afterSuccess: (confirmed: Confirmed) => Promise<string>) {
    if (!handle) return;
    await run(() => confirm(handle), afterSuccess);
  }

  return { onReady: setHandle, ready: handle !== null, phase, submit, run };
}
