const DAY_MS = 86_400_000;

/**
 * Waits out the last `spanMs` before midnight in a zone `offsetMs` ahead of
 * UTC (until 5 s past it), and returns at once at any other time: a test that
 * fixes "today" at its start and asks for today's figures later must not have
 * midnight pass in between. The caller's timeout allows for the wait (at most
 * `spanMs` and 5 s).
 */
export async function clearOfMidnight(spanMs: number, offsetMs = 0): Promise<void> {
  const left = DAY_MS - ((Date.now() + offsetMs) % DAY_MS);
  if (left < spanMs) await new Promise((resolve) => setTimeout(resolve, left + 5_000));
}
