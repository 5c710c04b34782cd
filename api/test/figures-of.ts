/**
 * A report's answer as figures: without `asOf`, the moment the answer was
 * made (revenue's recurring revenue and trials due, the conversion funnel's
 * window), which differs between two looks at the same figures.
 */
export function figuresOf(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'asOf'));
}
