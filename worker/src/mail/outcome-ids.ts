import { v5 as uuidv5 } from 'uuid';

const OUTCOME_NAMESPACE = 'a3d2e1f0-5b4c-4d3e-8f7a-9b8c7d6e5f40';

/**
 * The id of the EmailSent event for a key. Being derived, it is the same for
 * every attempt: the log can hold only one, and its presence means "sent".
 */
export function sentEventId(key: string): string {
  return uuidv5(`${key}/sent`, OUTCOME_NAMESPACE);
}

export function failedEventId(key: string, attempts: number): string {
  return uuidv5(`${key}/failed/${attempts}`, OUTCOME_NAMESPACE);
}
