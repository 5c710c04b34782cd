import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { HttpStatus } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import {
  callMetadata,
  eventTimeOf,
  EVENT_SCHEMA_VERSIONS,
  isPlaceholderEmail,
  referrerHostOf,
  normalizeEmail,
  sessionIdFromPlaceholder,
  streams,
  type EventMetadata,
  type PitchlensEvent,
  type TrackResponse,
  type Utm,
} from '@pitchlens/contracts';
import { EventStore, type ExpectedVersion, type NewEvent, personStreams } from '@pitchlens/event-store';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import { ApiError } from '../http/api-error';
import { isBotAgent } from '../http/bot-agents';
import type { RequestContext } from '../http/request-context';
import type { TrackingEnvelopeDto } from '../validation/tracking-envelope.dto';
import { IP_HASH_SECRET } from '../di-tokens';

/** Visitors send many calls from one address; their hashes are kept for reuse. */
const IP_HASH_CACHE_SIZE = 10_000;

/** Namespace for ids of the second and later events a single call records. */
const DERIVED_ID_NAMESPACE = '4f3c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59';

export interface PlannedAppend {
  streamId: string;
  expectedVersion?: ExpectedVersion;
  events: PitchlensEvent[];
}

/** Who a tracking call is about: a session, an email, both or neither. */
export interface VisitorIdentity {
  sessionId: string | null;
  email: string | null;
}

/** What a call tells about itself besides its body: when it happened (if not now) and, for a page view, where from. */
export interface CallDetails {
  claimedTime?: string;
  referrer?: string | null;
}

/**
 * Turns the events a command decided on into one atomic append: gives them
 * ids (the client's id first, so a retried call is recognised, then ids
 * derived from it), their schema version and the request's metadata.
 */
@Injectable()
export class EventRecorder {
  private readonly ipHashes = new Map<string, string>();
  private readonly siteHost: string;

  constructor(
    private readonly store: EventStore,
    @Inject(IP_HASH_SECRET) private readonly ipHashSecret: string,
    config: ApiConfig,
  ) {
    this.siteHost = new URL(config.SITE_URL).hostname;
  }

  /**
   * Records events about one visitor in the stream of their session, or of
   * their email. A call with neither could never be credited to anyone, so
   * it is refused; but a page view from a browser that asks not to be
   * tracked, which is never linked to its session, stands alone: the view
   * still counts, as nobody's.
   */
  recordForVisitor(
    context: RequestContext,
    envelope: TrackingEnvelopeDto,
    identity: VisitorIdentity,
    events: PitchlensEvent[],
    details: CallDetails = {},
  ): Promise<TrackResponse> {
    const sessionId = context.doNotTrack ? null : identity.sessionId;
    const anonymousView = context.doNotTrack && events.every((event) => event.type === 'PageViewed');
    if (!sessionId && !identity.email && !anonymousView) {
      const message = 'is required: a session id or a real address';
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: a sessionId or a real email is required', [
        { field: 'email', message },
        { field: 'sessionId', message },
      ]);
    }
    const eventIds = this.eventIdsFor(envelope, events.length);
    const streamId = sessionId
      ? streams.visitor(sessionId)
      : identity.email
        ? personStreams.contact(identity.email)
        : streams.standalone(eventIds[0]);
    return this.append(context, envelope, sessionId, [{ streamId, events }], eventIds, details);
  }

  record(context: RequestContext, envelope: TrackingEnvelopeDto, appends: PlannedAppend[]): Promise<TrackResponse> {
    const count = appends.reduce((n, a) => n + a.events.length, 0);
    const eventIds = this.eventIdsFor(envelope, count);
    const sessionStream = envelope.sessionId ? streams.visitor(envelope.sessionId) : null;
    // A stream named by the session would link the call to it as surely as its metadata.
    const unlinked = context.doNotTrack
      ? appends.map((a) => (a.streamId === sessionStream ? { ...a, streamId: streams.standalone(eventIds[0]) } : a))
      : appends;
    return this.append(context, envelope, envelope.sessionId ?? null, unlinked, eventIds, {});
  }

  private async append(
    context: RequestContext,
    envelope: TrackingEnvelopeDto,
    sessionId: string | null,
    appends: PlannedAppend[],
    eventIds: string[],
    details: CallDetails,
  ): Promise<TrackResponse> {
    const metadata = this.metadata(context, envelope, sessionId, details);
    let next = 0;
    const result = await this.store.append(
      appends.map((a) => ({
        streamId: a.streamId,
        expectedVersion: a.expectedVersion,
        events: a.events.map(
          (event): NewEvent => ({
            eventId: eventIds[next++],
            type: event.type,
            schemaVersion: EVENT_SCHEMA_VERSIONS[event.type],
            data: context.doNotTrack ? withoutSession(event).data : event.data,
            metadata: { ...metadata },
          }),
        ),
      })),
    );
    return result.status === 'duplicate'
      ? { success: true, eventIds: result.eventIds, duplicate: true }
      : { success: true, eventIds: result.events.map((e) => e.eventId), duplicate: false };
  }

  private eventIdsFor(envelope: TrackingEnvelopeDto, count: number): string[] {
    const ids = [envelope.eventId?.toLowerCase() ?? uuidv7()];
    for (let i = 1; i < count; i++) ids.push(uuidv5(`${ids[0]}/${i}`, DERIVED_ID_NAMESPACE));
    return ids;
  }

  private ipHash(ip: string): string {
    let hash = this.ipHashes.get(ip);
    if (hash === undefined) {
      hash = createHmac('sha256', this.ipHashSecret).update(ip).digest('hex').slice(0, 32);
      if (this.ipHashes.size >= IP_HASH_CACHE_SIZE) this.ipHashes.delete(this.ipHashes.keys().next().value as string);
      this.ipHashes.set(ip, hash);
    }
    return hash;
  }

  /**
   * The request's metadata. A browser that asks not to be tracked keeps what
   * describes the visit (its time, campaign, referring site, whether it is a
   * bot) and loses what could link it to a person: session, hashed IP, user agent.
   */
  private metadata(context: RequestContext, envelope: TrackingEnvelopeDto, sessionId: string | null, details: CallDetails): EventMetadata {
    const linkable = !context.doNotTrack;
    return callMetadata({
      requestId: context.requestId,
      sessionId: linkable ? sessionId : null,
      ipHash: linkable ? this.ipHash(context.ip) : null,
      userAgent: linkable ? context.userAgent : null,
      utm: utmOf(envelope),
      time: eventTimeOf(details.claimedTime ?? envelope.occurredAt, new Date()),
      bot: isBotAgent(context.userAgent),
      referrerHost: referrerHostOf(details.referrer, [context.host, this.siteHost]),
    });
  }
}

/** An event without the session its data names (an identification's), for a browser that asks not to be tracked. */
function withoutSession(event: PitchlensEvent): PitchlensEvent {
  return event.type === 'ContactIdentified' ? { ...event, data: { ...event.data, sessionId: null } } : event;
}

const UTM_FIELDS = [
  ['source', 'utmSource'],
  ['medium', 'utmMedium'],
  ['campaign', 'utmCampaign'],
  ['term', 'utmTerm'],
  ['content', 'utmContent'],
] as const satisfies readonly (readonly [keyof Utm, keyof TrackingEnvelopeDto])[];

/** The campaign fields the call carries, or null: most calls carry none. */
function utmOf(envelope: TrackingEnvelopeDto): Utm | null {
  let utm: Utm | null = null;
  for (const [key, field] of UTM_FIELDS) {
    const value = envelope[field];
    if (value !== undefined && value !== '') (utm ??= {})[key] = value;
  }
  return utm;
}

/**
 * Reads who a call is about. A placeholder address, or any address on a call
 * that says it is anonymous, is an anonymous visitor: the address is dropped
 * and the session id used, never stored as a contact.
 */
export function visitorIdentity(email: string | undefined, isAnonymous: boolean | undefined, ...sessionIds: (string | undefined)[]): VisitorIdentity {
  const anonymous = isAnonymous === true || (email !== undefined && isPlaceholderEmail(email));
  const sessionId = sessionIds.find((id) => id) ?? (email && anonymous ? sessionIdFromPlaceholder(email) : null) ?? null;
  return { sessionId, email: email && !anonymous ? normalizeEmail(email) : null };
}
