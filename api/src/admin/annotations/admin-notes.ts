import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  EVENT_SCHEMA_VERSIONS,
  factMetadata,
  streams,
  type Annotation,
  type AnnotationAdded,
  type AnnotationCreateRequest,
  type AnnotationEdited,
  type AnnotationEditRequest,
  type AnnotationRemoved,
} from '@pitchlens/contracts';
import { EventReader, EventStore, WrongExpectedVersionError } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { PG_POOL } from '../../common/di-tokens';
import { ApiError } from '../../common/http/api-error';
import { invalid } from '../validation/query-params';

type NoteEvent = AnnotationAdded | AnnotationEdited | AnnotationRemoved;

/** A note as its stream last says it, and the stream's version to append after. */
interface CurrentNote {
  day: string;
  text: string;
  version: number;
}

/**
 * The admin's notes, each a stream of its own in the log (added, edited,
 * removed), so a replay keeps them. The stream, not the read model, decides
 * whether a note exists: an edit right after an add finds it, and two edits
 * at once cannot both build on the same version (the second gets 409).
 */
@Injectable()
export class AdminNotes {
  private readonly reader: EventReader;

  constructor(
    private readonly store: EventStore,
    @Inject(PG_POOL) pool: Pool,
  ) {
    this.reader = new EventReader(pool);
  }

  async add(request: AnnotationCreateRequest, requestId: string): Promise<Annotation> {
    const annotationId = uuidv7();
    const note = { annotationId, day: request.day, text: request.text.trim() };
    await this.append(annotationId, 'no_stream', { type: 'AnnotationAdded', data: note }, requestId);
    return answer(annotationId, note);
  }

  async edit(annotationId: string, changes: AnnotationEditRequest, requestId: string): Promise<Annotation> {
    if (changes.day === undefined && changes.text === undefined) throw invalid('text', 'give a new text, a new day or both');
    const current = await this.current(annotationId);
    const note = { annotationId, day: changes.day ?? current.day, text: changes.text?.trim() ?? current.text };
    await this.append(annotationId, current.version, { type: 'AnnotationEdited', data: note }, requestId);
    return answer(annotationId, note);
  }

  async remove(annotationId: string, requestId: string): Promise<void> {
    const current = await this.current(annotationId);
    await this.append(annotationId, current.version, { type: 'AnnotationRemoved', data: { annotationId } }, requestId);
  }

  /** 404 for an id no note has, a removed note's, or an automatic annotation's (those are not the admin's to change). */
  private async current(annotationId: string): Promise<CurrentNote> {
    let note: CurrentNote | null = null;
    for (const event of (await this.reader.readStream(streams.annotation(annotationId))) as unknown as (NoteEvent & { streamPosition: number })[]) {
      note = event.type === 'AnnotationRemoved' ? null : { day: event.data.day, text: event.data.text, version: event.streamPosition };
    }
    if (!note) throw new ApiError(HttpStatus.NOT_FOUND, 'Annotation not found', [{ field: 'id', message: 'is not a note of the admin (automatic annotations cannot be changed)' }]);
    return note;
  }

  private async append(annotationId: string, expectedVersion: number | 'no_stream', event: NoteEvent, requestId: string): Promise<void> {
    try {
      await this.store.append({
        streamId: streams.annotation(annotationId),
        expectedVersion,
        events: [{ eventId: uuidv7(), type: event.type, schemaVersion: EVENT_SCHEMA_VERSIONS[event.type], data: event.data, metadata: factMetadata({ correlationId: requestId, causationId: requestId }) }],
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new ApiError(HttpStatus.CONFLICT, 'The annotation changed meanwhile: load it again', [{ field: 'id', message: 'was changed by another request' }]);
      throw error;
    }
  }
}

function answer(id: string, note: { day: string; text: string }): Annotation {
  return { id, kind: 'note', automatic: false, day: note.day, at: null, text: note.text };
}
