import { isbot } from 'isbot';

/** Browsers send the same few user agents again and again; their verdicts are kept. */
const CACHE_SIZE = 1_000;
const verdicts = new Map<string, boolean>();

/**
 * Whether a user agent is a bot's: what isbot (pinned) recognises, and any
 * browser that says it is headless. A call without one is taken as a person's.
 */
export function isBotAgent(userAgent: string | null): boolean {
  if (!userAgent) return false;
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent) || /headless/i.test(userAgent);
    if (verdicts.size >= CACHE_SIZE) verdicts.delete(verdicts.keys().next().value as string);
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}
