import { COMPARISON_CATEGORIES, comparisonRows, groupByCategory } from './comparison-rows';

describe('comparison rows', () => {
  it('fill exactly four categories, none of them empty', () => {
    const groups = groupByCategory(comparisonRows);
    expect(groups.map((group) => group.category)).toEqual([...COMPARISON_CATEGORIES]);
    expect(groups).toHaveLength(4);
    for (const group of groups) expect(group.rows.length).toBeGreaterThan(0);
  });

  it('lose no row and keep each row in its listed order', () => {
    const regrouped = groupByCategory(comparisonRows).flatMap((group) => group.rows);
    expect(regrouped).toHaveLength(comparisonRows.length);
    for (const category of COMPARISON_CATEGORIES) {
      expect(regrouped.filter((row) => row.category === category)).toEqual(comparisonRows.filter((row) => row.category === category));
    }
  });

  it('quote the calculator’s prices', () => {
    const price = (feature: string) => comparisonRows.find((row) => row.feature === feature);
    expect(price('20 seats, per year')).toMatchObject({ pitchlens: '$17,000 with the platform fee', competitor: '$32,000' });
    expect(price('100 seats, per year')).toMatchObject({ pitchlens: '$65,000 with the platform fee', competitor: '$160,000' });
  });

  it('name a single feature only once per category', () => {
    for (const { rows } of groupByCategory(comparisonRows)) {
      expect(new Set(rows.map((row) => row.feature)).size).toBe(rows.length);
    }
  });
});
