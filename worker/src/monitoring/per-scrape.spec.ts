import { perScrape } from './per-scrape';

it('reads once for the gauges of one scrape, and again for the next scrape', async () => {
  let reads = 0;
  const shared = perScrape(async () => ++reads);
  expect(await Promise.all([shared(), shared(), shared()])).toEqual([1, 1, 1]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(await shared()).toBe(2);
});
