/**
 * Scrapes the API's /api/metrics once a second, as Prometheus would, for as
 * long as a measurement runs: the bench's answer to "does being watched cost
 * ingest anything?". A failed scrape fails the run (the figures would lie).
 */
export function scrapeMetricsEverySecond(port: number, token: string): { stop(): Promise<number> } {
  let scrapes = 0;
  let failure: Error | null = null;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => {
      await res.text();
      if (!res.ok) throw new Error(`GET /api/metrics answered ${res.status}`);
      scrapes += 1;
    }).catch((error: Error) => {
      failure ??= error;
    });
  }, 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      if (failure) throw failure;
      return scrapes;
    },
  };
}
