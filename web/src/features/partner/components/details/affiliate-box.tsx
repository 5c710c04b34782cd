import { brand } from '@pitchlens/contracts';
import { Section } from '../../../../components/ui/section';
import { mailtoHref } from '../../../../lib/mailto';
import { AFFILIATE_COMMISSION } from '../../program/program-terms';
import styles from './affiliate-box.module.css';

const affiliateMailto = mailtoHref({ to: brand.supportEmail, subject: `${brand.name} Affiliate Program` });

/** For trainers who would rather refer than resell. */
export function AffiliateBox() {
  return (
    <Section id="affiliate" labelledBy="affiliate-heading">
      <div className={styles.box}>
        <div>
          <h2 id="affiliate-heading" className={styles.heading}>
            Not ready to resell? Refer instead.
          </h2>
          <p className={styles.text}>
            Introduce teams to Pitchlens and earn {AFFILIATE_COMMISSION.yearOnePercent}% of what they pay in year one,
            then {AFFILIATE_COMMISSION.renewalPercent}% on their renewals. No seat packs to buy: you make the introduction, we do the rest.
          </p>
        </div>
        <a className={styles.link} href={affiliateMailto}>
          Email us about the affiliate program
        </a>
      </div>
    </Section>
  );
}
