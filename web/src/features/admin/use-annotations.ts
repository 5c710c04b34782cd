import type { AdminReportRange, Annotation } from '@pitchlens/contracts';
import { useCallback, useEffect, useState } from 'react';
import { DASHBOARD_POLLING, useListAnnotationsQuery } from './api/admin-api';

/** How often the list is asked again while a change is awaited (the worker records it within about a second), and for how long. */
const AWAIT_POLL_MS = 1_000;
const AWAIT_MAX_MS = 15_000;

type Awaited = (annotations: readonly Annotation[]) => boolean;

/**
 * The annotations of a range's days, and `awaitChange`: after an add, edit
 * or remove, the list is asked every second until it shows the change (the
 * worker reads the fact from the log a moment after the API records it).
 */
export function useAnnotations(range: AdminReportRange, skip: boolean) {
  const [awaited, setAwaited] = useState<{ done: Awaited } | null>(null);
  const { data } = useListAnnotationsQuery(range, { skip, refetchOnMountOrArgChange: true, pollingInterval: awaited ? AWAIT_POLL_MS : DASHBOARD_POLLING.pollingInterval });
  const annotations = data?.annotations;

  useEffect(() => {
    if (awaited && annotations && awaited.done(annotations)) setAwaited(null);
  }, [awaited, annotations]);
  useEffect(() => {
    if (!awaited) return;
    const giveUp = setTimeout(() => setAwaited(null), AWAIT_MAX_MS);
    return () => clearTimeout(giveUp);
  }, [awaited]);

  const awaitChange = useCallback((done: Awaited) => setAwaited({ done }), []);
  return { annotations: annotations ?? [], timeZone: data?.timeZone, awaitChange };
}

/** The texts of each annotated day, for a chart's markers and its data table. */
export function notesByDay(annotations: readonly Annotation[]): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const annotation of annotations) days.set(annotation.day, [...(days.get(annotation.day) ?? []), annotation.text]);
  return days;
}
