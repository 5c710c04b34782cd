import { v7 as uuidv7 } from 'uuid';
import { usePayWithSavedCardMutation } from '../api/checkout-api';
import type { ConfirmOutcome } from '../stripe/payment-form';

/** The server's words for a refused charge (402 { error }), else a plain apology: the buyer then types a card. */
function refusal(error: unknown): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data?: { error?: unknown } }).data : undefined;
  return typeof data?.error === 'string' ? data.error : 'Your saved card could not be charged. Please enter a card.';
}

/**
 * The one-click upsell: the server charges the card the buyer saved at their
 * last checkout (the customer token proves who they are), no card typed.
 * Its outcome has the shape of a card confirmation, so the checkout's states
 * and the customer storing after it are the same.
 */
export function useSavedCardCharge(): () => Promise<ConfirmOutcome> {
  const [payWithSavedCard] = usePayWithSavedCardMutation();
  return async () => {
    try {
      const paid = await payWithSavedCard({ eventId: uuidv7() }).unwrap();
      return { ok: true, intentId: paid.paymentIntentId, clientSecret: paid.clientSecret };
    } catch (error) {
      return { ok: false, message: refusal(error) };
    }
  };
}
