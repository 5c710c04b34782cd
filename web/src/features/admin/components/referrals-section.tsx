import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/form-fields';
import { DASHBOARD_POLLING, useGetReferralPayoutsQuery, useListReferralsQuery } from '../api/admin-api';
import { ReferralPayouts } from './referral-payouts';
import { ReferralsTable } from './referrals-table';
import styles from './referrals-section.module.css';

/** Where the team member's address is remembered for this browser session. */
const TEAM_ADDRESS_KEY = 'admin_team_address';

/**
 * The referrals, their demos and the gift cards they earn. What the team
 * records reaches the report once the worker has projected it, so while an
 * act is not shown yet both lists are asked again every second.
 */
export function ReferralsSection() {
  const [teamAddress, setTeamAddress] = useState(() => (typeof sessionStorage === 'undefined' ? '' : (sessionStorage.getItem(TEAM_ADDRESS_KEY) ?? '')));
  const [awaitedDemos, setAwaitedDemos] = useState<string[]>([]);
  const [awaitedPaid, setAwaitedPaid] = useState<string[]>([]);
  const polling = awaitedDemos.length + awaitedPaid.length > 0 ? { ...DASHBOARD_POLLING, pollingInterval: 1_000 } : DASHBOARD_POLLING;
  const referrals = useListReferralsQuery(undefined, polling).data;
  const payouts = useGetReferralPayoutsQuery(undefined, polling).data;

  useEffect(() => sessionStorage.setItem(TEAM_ADDRESS_KEY, teamAddress.trim()), [teamAddress]);
  useEffect(() => {
    const demoShown = (id: string) => referrals?.referrals.some((r) => r.referralId === id && r.demoAttendedAt !== null);
    const paidShown = (id: string) => payouts?.referrers.some((r) => r.payouts.some((p) => p.referralId === id && p.state === 'paid'));
    setAwaitedDemos((ids) => (ids.some(demoShown) ? ids.filter((id) => !demoShown(id)) : ids));
    setAwaitedPaid((ids) => (ids.some(paidShown) ? ids.filter((id) => !paidShown(id)) : ids));
  }, [referrals, payouts]);

  return (
    <>
      <div className={styles.team}>
        <TextField
          id="team-address"
          label="Your email address (recorded with each demo and payout)"
          type="email"
          autoComplete="email"
          value={teamAddress}
          onValueChange={setTeamAddress}
        />
      </div>
      <ReferralsTable data={referrals} teamAddress={teamAddress.trim()} onDemoRecorded={(id) => setAwaitedDemos((ids) => [...ids, id])} />
      <ReferralPayouts data={payouts} teamAddress={teamAddress.trim()} onPaid={(id) => setAwaitedPaid((ids) => [...ids, id])} />
    </>
  );
}
