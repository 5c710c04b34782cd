import { StripeApiError } from './errors';

const MAX_KEY_LENGTH = 255;

export interface StoredResponse {
  status: number;
  body: string;
}

interface Entry extends StoredResponse {
  fingerprint: string;
}

/**
 * Stripe's idempotency: a key replays the first response for 24 hours; reusing it with other
 * parameters (or another endpoint) is a 400 idempotency_error. Keys are scoped per API key.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  lookup(scope: string, key: string, fingerprint: string): StoredResponse | undefined {
    // Stripe refuses a longer key outright, so a caller that builds keys from user input fails here as it would there.
    if (key.length > MAX_KEY_LENGTH) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: `Keys for idempotent requests can be no longer than ${MAX_KEY_LENGTH} characters.` });
    }
    const entry = this.entries.get(`${scope}\u0000${key}`);
    if (!entry) return undefined;
    if (entry.fingerprint !== fingerprint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return entry;
  }

  save(scope: string, key: string, fingerprint: string, response: StoredResponse): void {
    this.entries.set(`${scope}\u0000${key}`, { ...response, fingerprint });
  }
}
