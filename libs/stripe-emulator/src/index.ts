export { STRIPE_API_VERSION } from './api-version';
export { createStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './emulator';
export { parseFormBody, type FormObject, type FormValue } from './form-body';
export { computeSignature, signatureHeader } from './signature';
export { TEST_CARDS, TEST_PAYMENT_METHOD_TOKENS } from './test-cards';
export type { DeliveryRecord, RetryPolicy } from './webhook-delivery';
export type { StripeEvent, StripeObject } from './types';
