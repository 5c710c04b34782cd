import { Inject, Injectable } from '@nestjs/common';
import type { Annotation, AnnotationKind, AnnotationListResponse } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import { ReadSource } from '../../infrastructure/read-source';
import type { DayRange } from '@pitchlens/reports';
import { reportTimeZone } from '../reports/report-zone';

/** At most this many in one answer: campaigns are named by visitors, so a range could hold any number. */
export const ANNOTATIONS_MAX = 1000;

/** The annotations of a range's days, by day, then time (a note, which marks the whole day, first). */
@Injectable()
export class ListAnnotations {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  async list(days: DayRange): Promise<AnnotationListResponse> {
    const { rows } = await this.reads.pool().query<{ id: string; kind: AnnotationKind; day: string; at: Date | null; text: string }>(
      `SELECT id::text, kind, to_char(day, 'YYYY-MM-DD') AS day, at, text FROM ${readModel('annotations')}
        WHERE ($1::date IS NULL OR day >= $1) AND ($2::date IS NULL OR day <= $2)
        ORDER BY day, at NULLS FIRST, id LIMIT ${ANNOTATIONS_MAX}`,
      [days.from, days.to],
    );
    const annotations = rows.map((r): Annotation => ({ id: r.id, kind: r.kind, automatic: r.kind !== 'note', day: r.day, at: r.at && r.at.toISOString(), text: r.text }));
    return { timeZone: reportTimeZone(), from: days.from, to: days.to, annotations };
  }
}
