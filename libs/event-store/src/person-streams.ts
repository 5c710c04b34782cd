import { createHash } from 'node:crypto';
import { normalizeEmail, streams } from '@pitchlens/contracts';

/** What stands for an address in a stream id: a stable hash, so addresses never appear in ids. */
function addressKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);
}

/** The streams named by a person's address, the same in every process that writes or reads them. */
export const personStreams = {
  /** What a person did without a session: the calls that named them by address. */
  contact: (email: string) => streams.contact(addressKey(email)),
  /** One stream per referred person: "no stream yet" means nobody referred them. */
  referredPerson: (email: string) => streams.referredPerson(addressKey(email)),
};
