/** Stripe's error body; the SDK picks its error class from `type` and the HTTP status. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error' | 'authentication_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, param, message });
}

export function noSuch(resource: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${resource}: '${id}'`,
  });
}

export function badState(message: string, code = 'payment_intent_unexpected_state'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, message });
}

/** Stripe refuses any parameter an endpoint does not define, naming it in Stripe's bracket notation. */
export function unknownParam(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_unknown',
    param,
    message: `Received unknown parameter: ${param}`,
    doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
  });
}

/** A create with a caller-chosen id (products) that is already taken. */
export function alreadyExists(resource: string, param = 'id'): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'resource_already_exists',
    param,
    message: `${resource} already exists.`,
    doc_url: 'https://stripe.com/docs/error-codes/resource-already-exists',
  });
}

/** `expand[]` naming a field that is not expandable (or not there) on that object. */
export function notExpandable(path: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message: `This property cannot be expanded (${path}).` });
}
