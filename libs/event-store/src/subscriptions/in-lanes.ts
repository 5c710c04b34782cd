/**
 * `work` on every item, `lanes` at a time, taking items in order (so the
 * longest first, where they are listed so); the results in the items'
 * order. After a failure no lane starts another item, and the first
 * failure is thrown once every lane has stopped: a caller holding a lock
 * for the work releases it only when nothing runs. First means first to
 * happen: lanes sharing a transaction fail after it with "transaction
 * aborted", which would hide the cause.
 */
export async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
