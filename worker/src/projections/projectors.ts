import { ContactsProjector } from './contacts/contacts.projector';
import type { Projector } from './projector';
import { ReferralsProjector } from './referrals/referrals.projector';
import { RevenueProjector } from './revenue/revenue.projector';
import { TrafficProjector } from './traffic/traffic.projector';

/** Every projector the worker runs, by name. */
export function allProjectors(): Projector[] {
  return [new ContactsProjector(), new TrafficProjector(), new ReferralsProjector(), new RevenueProjector()];
}

export function projectorNamed(name: string): Projector {
  const found = allProjectors().find((p) => p.name === name);
  if (!found) throw new Error(`No projector named "${name}"; there are: ${allProjectors().map((p) => p.name).join(', ')}`);
  return found;
}
