/**
 * Stripe's documented test cards and `pm_card_*` tokens. Anything not listed behaves like a
 * real card in test mode: declined with `test_mode_live_card`.
 */
export interface CardDecline {
  code: string;
  decline_code?: string;
  message: string;
}

export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit';
  /** Declined when saved (SetupIntent, attach) as well as when charged. */
  declineOnSetup?: CardDecline;
  /** Declined when charged; 4000 0000 0000 0341 attaches fine and fails later (trial ends, renewals). */
  declineOnCharge?: CardDecline;
}

const GENERIC: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const INSUFFICIENT: CardDecline = { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const EXPIRED: CardDecline = { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
const CVC: CardDecline = { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
export const LIVE_CARD_IN_TEST: CardDecline = {
  code: 'card_declined',
  decline_code: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit' },
  '4000056655665556': { brand: 'visa', funding: 'debit' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit' },
  '378282246310005': { brand: 'amex', funding: 'credit' },
  '4000000000000002': { brand: 'visa', funding: 'credit', declineOnSetup: GENERIC, declineOnCharge: GENERIC },
  '4000000000009995': { brand: 'visa', funding: 'credit', declineOnSetup: INSUFFICIENT, declineOnCharge: INSUFFICIENT },
  '4000000000000069': { brand: 'visa', funding: 'credit', declineOnSetup: EXPIRED, declineOnCharge: EXPIRED },
  '4000000000000127': { brand: 'visa', funding: 'credit', declineOnSetup: CVC, declineOnCharge: CVC },
  '4000000000000341': { brand: 'visa', funding: 'credit', declineOnCharge: GENERIC },
};

/** Magic PaymentMethod ids Stripe accepts in test mode; each use makes a fresh PaymentMethod. */
export const TEST_PAYMENT_METHOD_TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function lookupCard(number: string): TestCard {
  const known = TEST_CARDS[number];
  if (known) return known;
  const brand = number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown';
  return { brand, funding: 'credit', declineOnSetup: LIVE_CARD_IN_TEST, declineOnCharge: LIVE_CARD_IN_TEST };
}
