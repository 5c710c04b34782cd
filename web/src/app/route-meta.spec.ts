import { PITCH_MINUTES } from '@pitchlens/contracts';
import { routes } from './routes';
import { routeMeta } from '../config/route-meta';
import { paths } from '../config/paths';

describe('route metadata', () => {
  it('exists for every route the site serves', () => {
    const missing = routes.map((route) => route.path).filter((path) => !routeMeta[path]);
    expect(missing).toEqual([]);
  });

  it('gives each route its own title and a description of search-result length', () => {
    const entries = Object.entries(routeMeta);
    const titles = new Set(entries.map(([, meta]) => meta.title));
    expect(titles.size).toBe(entries.length);
    for (const [path, meta] of entries) {
      expect(Object.values(paths)).toContain(path);
      expect(meta.description.length).toBeGreaterThan(30);
      expect(meta.description.length).toBeLessThanOrEqual(200);
    }
  });

  it('quotes the breakdown’s length as every page and the email do', () => {
    const minutes = Object.values(routeMeta).flatMap((meta) => [...`${meta.title} ${meta.description}`.matchAll(/(\d+)-minute (?:sales )?pitch/gi)].map((m) => Number(m[1])));
    expect(minutes.length).toBeGreaterThan(0);
    expect(new Set(minutes)).toEqual(new Set([PITCH_MINUTES]));
  });
});
