import { formatUsd } from '../../../../lib/format-usd';
import { LEGAL_TERMS } from '../../program/program-terms';
import styles from './partner-disclaimers.module.css';

/** The legal small print both program pages end with (spec §9). */
export function PartnerDisclaimers({ headingId = 'partner-disclaimers' }: { headingId?: string }) {
  return (
    <section className={styles.disclaimers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Disclaimers
      </h2>
      <ul className={styles.list}>
        <li>
          Partners are independent contractors. Nothing in the program makes a partner an employee, agent, franchisee
          or joint venturer of Pitchlens, and partners may not make commitments on Pitchlens’ behalf.
        </li>
        <li>
          Revenue, margin and deal figures on this page are illustrations built from the published seat-pack prices.
          They are not a promise or projection of earnings; your results depend on your clients, your pricing and your
          work.
        </li>
        <li>
          Pitchlens’ total liability under the partner agreement is capped at the greater of the payments you made in
          the {LEGAL_TERMS.liabilityMonths} months before the claim or {formatUsd(LEGAL_TERMS.liabilityFloor)}.
        </li>
        <li>
          Disputes start with a {LEGAL_TERMS.informalDisputeDays}-day informal resolution period. Anything not resolved
          in that time goes to binding arbitration, under the laws of the State of {LEGAL_TERMS.governingLaw}.
        </li>
        <li>
          We notify partners of a data breach affecting their clients within {LEGAL_TERMS.breachNotificationHours}{' '}
          hours and respond to reported security issues within {LEGAL_TERMS.securityResponseHours} hours.
        </li>
        <li>
          Founder Partner status is granted selectively; submitting an application does not guarantee approval.
        </li>
      </ul>
    </section>
  );
}
