import { PROJECTOR_EVENT_TYPES, PROJECTOR_NAMES } from '@pitchlens/contracts';
import { allProjectors } from './projectors';

it('has the projectors and event types the admin API measures lag by', () => {
  const projectors = allProjectors();
  expect(projectors.map((p) => p.name).sort()).toEqual([...PROJECTOR_NAMES].sort());
  for (const p of projectors) expect([...p.eventTypes].sort()).toEqual([...PROJECTOR_EVENT_TYPES[p.name as keyof typeof PROJECTOR_EVENT_TYPES]].sort());
});
