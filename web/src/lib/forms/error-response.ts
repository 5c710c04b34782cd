import type { FieldError } from '@pitchlens/contracts';

/** What an answer in the API's error shape (ErrorResponse) says: its sentence, if any, and the fields at fault. */
export interface Refusal {
  message: string | null;
  fields: FieldError[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isFieldError = (value: unknown): value is FieldError => isObject(value) && typeof value.field === 'string' && typeof value.message === 'string';

/** The refusal a body carries, or null for a body in any other shape. */
export function errorResponseOf(body: unknown): Refusal | null {
  if (!isObject(body) || body.success !== false) return null;
  const message = typeof body.error === 'string' && body.error.trim() ? body.error : null;
  return { message, fields: Array.isArray(body.fields) ? body.fields.filter(isFieldError) : [] };
}

/** The HTTP status of a failed RTK Query call; null when no answer came (the network, a timeout, a body that is not JSON). */
export function failedStatus(error: unknown): number | null {
  return isObject(error) && typeof error.status === 'number' ? error.status : null;
}
