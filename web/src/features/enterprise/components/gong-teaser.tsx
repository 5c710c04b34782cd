import { Link } from 'react-router-dom';
import blocks from '../../../components/marketing/blocks.module.css';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { GONG_MAX_SAVING_PERCENT, GONG_PER_SEAT_USD } from '@pitchlens/contracts';
import { annualPlan } from '../enterprise-pricing';
import styles from './gong-teaser.module.css';

/** A pointer to the head-to-head comparison for buyers already paying for Gong. */
export function GongTeaser() {
  return (
    <Section tone="soft" narrow labelledBy="gong-title">
      <div className={styles.box}>
        <h2 id="gong-title" className={styles.title}>
          Already Paying for Gong?
        </h2>
        <p className={blocks.muted}>
          Gong typically runs about {formatUsd(GONG_PER_SEAT_USD)} per seat per year. Pitchlens is {formatUsd(annualPlan.perSeat)}: up
          to {GONG_MAX_SAVING_PERCENT}% lower cost, and every call is scored against your methodology instead of generic metrics.
        </p>
        <Link to={paths.vsGong} className={styles.link}>
          Compare Pitchlens and Gong side by side
        </Link>
      </div>
    </Section>
  );
}
