/** The start of the UTC month `offset` months from this one. */
export function monthStart(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** The name of the log's partition for the month `offset` months from this one. */
export const monthName = (offset: number) => `events_${monthStart(offset).toISOString().slice(0, 7).replace('-', '_')}`;
