import { Injectable } from '@nestjs/common';
import {
  ANNOTATION_FACTS,
  campaignText,
  dayOf,
  erasureText,
  occurredAt,
  priceChangeText,
  PROJECTOR_EVENT_TYPES,
  rebuildText,
  touchOf,
  type AnnotationKind,
  type EventsOf,
} from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { rewriteCopies, typeIsOneOf, type ErasedPerson, type ProjectionContext, type Projector, type RecordedEvent } from '@pitchlens/event-store';
import type { PoolClient } from 'pg';
import { v5 as uuidv5 } from 'uuid';

type AnnotationsEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.annotations>;
type BrowserCall = Exclude<AnnotationsEvent, { type: (typeof ANNOTATION_FACTS)[number] }>;

/** Ids of the annotations named by a value (a campaign, an erasure day) rather than by one event. */
const ANNOTATION_NAMESPACE = 'c4a1e7d2-6f3b-4b9e-a8d5-1e2f3a4b5c6d';

interface Row {
  id: string;
  kind: AnnotationKind;
  day: string;
  at: string | null;
  text: string;
  source_event_id: string;
}

/**
 * The dashboard's annotations: the admin's notes as the log last says them,
 * and the automatic ones (README "What the numbers mean" → Annotations),
 * each on the day of its time in the report time zone. Every write is the
 * same whatever the batches (a campaign keeps its earliest touch, an
 * erasure day counts its erasures), so live projection and replay agree.
 */
@Injectable()
export class AnnotationsProjector implements Projector<AnnotationsEvent> {
  readonly name = 'annotations';
  readonly version = 1;
  readonly tables = READ_MODEL_TABLES.annotations;
  readonly eventTypes = PROJECTOR_EVENT_TYPES.annotations;
  /**
   * A browser call matters here only with a campaign (noteCampaign: a
   * non-empty `utm.campaign` text), about a tenth of them; a replay reads
   * the rest without their payload.
   */
  readonly replayCondition = `${typeIsOneOf(ANNOTATION_FACTS)} OR e.metadata->'utm'->>'campaign' <> ''`;

  async apply(events: RecordedEvent<AnnotationsEvent>[], { db, table, timeZone }: ProjectionContext): Promise<void> {
    const annotations = table('annotations');
    const campaigns = new Map<string, Row>();
    for (const event of events) {
      const at = occurredAt(event.metadata, event.recordedAt);
      const fact = (kind: AnnotationKind, text: string): Row => ({ id: event.eventId, kind, day: dayOf(at, timeZone), at: at.toISOString(), text, source_event_id: event.eventId });
      switch (event.type) {
        case 'AnnotationAdded':
          await insert(db, annotations, { id: event.data.annotationId, kind: 'note', day: event.data.day, at: null, text: event.data.text, source_event_id: event.eventId });
          break;
        case 'AnnotationEdited':
          await db.query(`UPDATE ${annotations} SET day = $2, text = $3 WHERE id = $1`, [event.data.annotationId, event.data.day, event.data.text]);
          break;
        case 'AnnotationRemoved':
          await db.query(`DELETE FROM ${annotations} WHERE id = $1`, [event.data.annotationId]);
          break;
        case 'CataloguePublished': {
          // The first record is where the log starts knowing prices, not a change.
          const text = event.data.previous && priceChangeText(event.data.previous, event.data.prices);
          if (text) await insert(db, annotations, fact('price-change', text));
          break;
        }
        case 'ReadModelsRebuilt':
          await insert(db, annotations, fact('rebuild', rebuildText(event.data.projectors)));
          break;
        case 'PersonErased': {
          // One per day, counting its erasures: it names no one.
          const day = dayOf(at, timeZone);
          const { rows } = await db.query<{ people: number }>(
            `INSERT INTO ${annotations} (id, kind, day, at, text, people, source_event_id) VALUES ($1, 'erasure', $2, NULL, $3, 1, $4)
             ON CONFLICT (id) DO UPDATE SET people = ${annotations}.people + 1 RETURNING people`,
            [uuidv5(`erasure:${day}`, ANNOTATION_NAMESPACE), day, erasureText(1), event.eventId],
          );
          if (rows[0].people > 1) await db.query(`UPDATE ${annotations} SET text = $2 WHERE id = $1`, [uuidv5(`erasure:${day}`, ANNOTATION_NAMESPACE), erasureText(rows[0].people)]);
          break;
        }
        default:
          noteCampaign(campaigns, event, at, timeZone);
      }
    }
    if (campaigns.size > 0) await keepEarliest(db, annotations, [...campaigns.values()]);
  }

  /** A note that named the address reads as the erased log's. */
  async erase(person: ErasedPerson, context: ProjectionContext): Promise<void> {
    await rewriteCopies(context, person, [{ table: 'annotations', column: 'text' }]);
  }
}

/** A campaign's touch (README "Where from"), by a person and not a bot: the earliest by event time, then smallest id, wins. */
function noteCampaign(campaigns: Map<string, Row>, event: RecordedEvent<BrowserCall>, at: Date, timeZone: string): void {
  const campaign = event.metadata.bot ? null : touchOf(event.metadata)?.campaign;
  if (!campaign) return;
  const seen = campaigns.get(campaign);
  const time = at.toISOString();
  if (seen && (seen.at! < time || (seen.at === time && seen.source_event_id < event.eventId))) return;
  campaigns.set(campaign, { id: uuidv5(`campaign:${campaign}`, ANNOTATION_NAMESPACE), kind: 'campaign', day: dayOf(at, timeZone), at: time, text: campaignText(campaign), source_event_id: event.eventId });
}

async function insert(db: PoolClient, annotations: string, row: Row): Promise<void> {
  await db.query(`INSERT INTO ${annotations} (id, kind, day, at, text, source_event_id) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`, [
    row.id,
    row.kind,
    row.day,
    row.at,
    row.text,
    row.source_event_id,
  ]);
}

async function keepEarliest(db: PoolClient, annotations: string, rows: Row[]): Promise<void> {
  await db.query(
    `INSERT INTO ${annotations} (id, kind, day, at, text, source_event_id)
     SELECT id, kind, day, at, text, source_event_id FROM jsonb_to_recordset($1) AS r(id uuid, kind text, day date, at timestamptz, text text, source_event_id uuid)
     ON CONFLICT (id) DO UPDATE SET day = excluded.day, at = excluded.at, source_event_id = excluded.source_event_id
       WHERE (excluded.at, excluded.source_event_id) < (${annotations}.at, ${annotations}.source_event_id)`,
    [JSON.stringify(rows)],
  );
}
