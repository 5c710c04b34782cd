/**
 * How much larger than their default the long suites run (the truth test,
 * the hostile input, the dependency outage): `LONG_TEST_SCALE=4 npx jest …`
 * for a longer local run. CI leaves it at 1, their full default size.
 */
export function longTestScale(): number {
  const scale = Number(process.env.LONG_TEST_SCALE ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`LONG_TEST_SCALE must be a positive number, not ${process.env.LONG_TEST_SCALE}`);
  return scale;
}
