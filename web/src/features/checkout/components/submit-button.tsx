import { Button } from '../../../components/ui/button';
import type { CheckoutPhase } from './use-checkout-submit';

/** Disabled while a payment runs and after it succeeded, so a card is never charged twice. */
export function SubmitButton({ phase, label }: { phase: CheckoutPhase; label: string }) {
  return (
    <Button type="submit" size="lg" block disabled={phase !== 'idle'}>
      {phase === 'processing' ? 'Processing...' : label}
    </Button>
  );
}
