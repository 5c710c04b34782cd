import { TermList } from '../../../components/ui/term-list';
import { referralTerms } from '../referral-terms';

export function TermsAndPayoutRules() {
  return <TermList terms={referralTerms} />;
}
