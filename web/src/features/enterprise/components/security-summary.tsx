import { Link } from 'react-router-dom';
import { ERASURE_DEADLINE_DAYS } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { CheckList } from '../../../components/marketing/check-list';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import styles from './security-summary.module.css';

const measures = [
  'Role-based access with separate Admin and User roles',
  'Audit logging of account activity',
  'Immediate access revocation when someone leaves the team',
  'Uploaded files validated by type; every uploaded call needs the consent of all parties',
  `Call data kept 90 days on the standard plan; account data deleted within ${ERASURE_DEADLINE_DAYS} days of a deletion request`,
];

/** What security reviewers ask first, with the full page one click away. */
export function SecuritySummary() {
  return (
    <Section labelledBy="security-title">
      <div className={blocks.split}>
        <div>
          <p className={blocks.eyebrow}>Enterprise security</p>
          <h2 id="security-title">
            Security Your IT Team Can Check
          </h2>
          <p className={blocks.muted}>
            Sales calls hold customer names, pricing and strategy. We treat them that way, and we are open about it: our
            security overview lists what is in place today, our roadmap from Q4 2025 to Q2 2026, and the gaps we are still
            closing.
          </p>
          <Link to={paths.security} className={styles.link}>
            Read the full security overview
          </Link>
        </div>
        <CheckList items={measures} className={styles.list} />
      </div>
    </Section>
  );
}
