import { isProjectorName, type ProjectorName } from '@pitchlens/contracts';
import type { Projector } from '@pitchlens/event-store';
import { AnnotationsProjector } from './annotations/annotations.projector';
import { ContactsProjector } from './contacts/contacts.projector';
import { ReferralsProjector } from './referrals/referrals.projector';
import { RevenueProjector } from './revenue/revenue.projector';
import { TrafficProjector } from './traffic/traffic.projector';

/** One per name the admin API knows: a name without a projector, or the reverse, does not compile. */
const PROJECTORS: { [N in ProjectorName]: () => Projector & { name: N } } = {
  contacts: () => new ContactsProjector(),
  traffic: () => new TrafficProjector(),
  referrals: () => new ReferralsProjector(),
  revenue: () => new RevenueProjector(),
  annotations: () => new AnnotationsProjector(),
};

/** Every projector the worker runs. */
export function allProjectors(): Projector[] {
  return Object.values(PROJECTORS).map((make) => make());
}

export function projectorNamed(name: string): Projector {
  // Checked against the names, not looked up blindly: "constructor" is a key of every object.
  if (!isProjectorName(name)) throw new Error(`No projector named "${name}"; there are: ${Object.keys(PROJECTORS).join(', ')}`);
  return PROJECTORS[name]();
}
