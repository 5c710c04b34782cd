/** A mailto: address with a prefilled subject (and body), encoded so any text survives the mail client. */
export function mailtoHref(address: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}?${query.join('&')}`;
}
