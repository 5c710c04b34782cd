import { ERASED, normalizeEmail, type PitchlensEvent } from '@pitchlens/contracts';
import { personStreams } from '../person-streams';
import { withoutAddress } from './address-match';
import { actorOf, type LoggedEvent } from './person-events';

/** An event as the erasure leaves it: only its stream, data and metadata may change (see the Privacy migration). */
export interface ErasedEvent {
  globalPosition: string;
  streamId: string;
  data: PitchlensEvent['data'];
  /** Its user agent and hashed IP are made null, every other key of its stored metadata kept as it is. */
  rawMetadataErased: boolean;
}

const same = (email: string | null, address: string) => email !== null && normalizeEmail(email) === address;
const erased = (value: string | null) => (value === null ? null : ERASED);

/**
 * The fields of one event that identify or describe the person, erased: their
 * address becomes the pseudonym (one key per person, so a replay merges and
 * counts exactly as before), their names, company, title and free text read
 * `[erased]`, and — on their own acts — the user agent and hashed IP are gone.
 * Another person named in the same event keeps their fields.
 */
export function eraseFields(event: LoggedEvent, email: string, pseudonym: string): ErasedEvent {
  const address = normalizeEmail(email);
  const own = actorOf(event) === address || actorOf(event) === null;
  const data = withoutAddress(namedFieldsErased(event, address, pseudonym), address, pseudonym);
  return { globalPosition: event.globalPosition, streamId: renamedStream(event.streamId, address, pseudonym), data, rawMetadataErased: own };
}

function renamedStream(streamId: string, address: string, pseudonym: string): string {
  if (streamId === personStreams.contact(address)) return personStreams.contact(pseudonym);
  if (streamId === personStreams.referredPerson(address)) return personStreams.referredPerson(pseudonym);
  return streamId;
}

function namedFieldsErased(event: LoggedEvent, address: string, pseudonym: string): PitchlensEvent['data'] {
  switch (event.type) {
    case 'ContactIdentified':
    case 'CustomerStored':
      return same(event.data.email, address)
        ? { ...event.data, email: pseudonym, firstName: erased(event.data.firstName), lastName: erased(event.data.lastName) }
        : event.data;
    case 'BreakdownEmailRequested':
      return same(event.data.email, address) ? { ...event.data, email: pseudonym, firstName: erased(event.data.firstName) } : event.data;
    case 'FunnelStepReached':
      // Free text a step carried is the person's whether they were named or still anonymous.
      return { ...event.data, email: same(event.data.email, address) ? pseudonym : event.data.email, stepData: {} };
    case 'ReferralSubmitted': {
      const { referrer, referred } = event.data;
      const isReferrer = same(referrer.email, address);
      const isReferred = same(referred.email, address);
      // The company is the colleagues' employer: it describes the referrer as much as the person referred.
      const company = isReferrer || isReferred ? ERASED : referred.company;
      return {
        ...event.data,
        referrer: isReferrer ? { name: ERASED, email: pseudonym } : referrer,
        referred: isReferred ? { name: ERASED, email: pseudonym, title: ERASED, company } : { ...referred, company },
      };
    }
    default:
      // Every other field naming the person is their address, replaced where it stands.
      return event.data;
  }
}
