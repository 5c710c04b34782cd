/**
 * One read shared by the gauges of a scrape. prom-client collects every
 * metric of a scrape at once (in parallel), so gauges that show parts of one
 * query each ask for it: the first call starts the read, the others of the
 * same scrape get the same answer, and the next scrape reads again.
 */
export function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    current ??= read().finally(() => setImmediate(() => (current = null)));
    return current;
  };
}
