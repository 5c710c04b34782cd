import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { AtAGlance } from './components/at-a-glance';
import { LegalLayout, type LegalDate } from './components/legal-layout';
import { legalFigures as f } from './legal-figures';
import { accountTerms } from './terms-of-service/account-terms';
import { billingTerms } from './terms-of-service/billing-terms';
import { liabilityTerms } from './terms-of-service/liability-terms';
import { useTerms } from './terms-of-service/use-terms';

const effective: LegalDate = { label: 'Effective date', iso: '2026-01-01' };

const sections = [...accountTerms, ...billingTerms, ...useTerms, ...liabilityTerms];

const keyPoints = [
  <>You must be {f.minimumAge} or older, and each account belongs to one person.</>,
  <>Only upload calls that everyone on them agreed to have recorded.</>,
  <>Pay monthly or annually and cancel anytime; you keep access until the end of the period you paid for.</>,
  <>We give {f.priceChangeNoticeDays} days’ notice before a price change reaches your subscription.</>,
  <>
    Disputes start with {f.informalDisputeDays} days of talking it through, then individual arbitration under {f.governingLaw} law.
  </>,
];

/** Spec §2 and §5: the terms of service. */
export default function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      date={effective}
      sections={sections}
      intro={
        <>
          <p>
            These are the rules for using {brand.name}. We have written them to be read, not skimmed past. How we handle personal
            information is set out separately in our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
          </p>
          <AtAGlance points={keyPoints} />
        </>
      }
    />
  );
}
