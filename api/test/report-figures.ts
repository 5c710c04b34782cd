/** A report's figures without the moment it was made (the conversion funnel's `asOf`), which differs between two looks. */
export function withoutAsOf(body: Record<string, unknown>): Record<string, unknown> {
  const conversion = body.conversion as { asOf?: string } | undefined;
  return conversion ? { ...body, conversion: { ...conversion, asOf: undefined } } : body;
}
