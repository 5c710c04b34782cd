import type { Mismatch } from './driver';

/** What kind of figure a mismatch is about: ids, days and paths folded away. */
export function categoryOf(figure: string): string {
  return figure
    .replace(/\[[^\]]*\]/g, '[…]')
    .replace(/\d{4}-\d{2}-\d{2}/g, '<day>')
    .replace(/(topPaths)\.\S+/, '$1.<path>')
    // Sources may hold dots (referral:google.com): fold everything between the product or report and the figure.
    .replace(/(bySource\.[a-z_]+)\..*\.(payments|amountCents)$/, '$1.<source>.$2')
    .replace(/(utm\[…\])\..*\.(contacts|identifiedContacts|steps\.[a-z_]+)$/, '$1.<source>.$2')
    .replace(/ body=.*$/, '');
}

/**
 * A readable failure: how many mismatches of each kind, then up to `limit`
 * of them, taken in turn from each kind so one broken figure does not hide
 * the others.
 */
export function formatMismatches(mismatches: Mismatch[], limit = 30): string {
  const byCategory = new Map<string, Mismatch[]>();
  for (const m of mismatches) byCategory.set(categoryOf(m.figure), [...(byCategory.get(categoryOf(m.figure)) ?? []), m]);
  const lines = [`${mismatches.length} mismatches in ${byCategory.size} kinds:`];
  for (const [category, list] of [...byCategory].sort((a, b) => b[1].length - a[1].length)) lines.push(`  ${String(list.length).padStart(5)}  ${category}`);
  lines.push(`first ${Math.min(limit, mismatches.length)} (figure: expected | actual):`);
  const queues = [...byCategory.values()].map((list) => [...list]);
  for (let shown = 0; shown < limit && queues.some((q) => q.length > 0); ) {
    for (const queue of queues) {
      const m = queue.shift();
      if (!m || shown >= limit) continue;
      lines.push(`  ${m.figure}: ${m.expected} | ${m.actual}`);
      shown++;
    }
  }
  return lines.join('\n');
}
