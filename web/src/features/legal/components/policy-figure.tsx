import type { PrivacyPolicyFigures } from '@pitchlens/contracts';
import { usePolicyFigures } from '../../../lib/privacy/policy-figures';

/** A privacy promise's figure as the installation is configured; every legal page quotes it through here. */
export function PolicyFigure({ figure }: { figure: keyof PrivacyPolicyFigures }) {
  return <>{usePolicyFigures()[figure]}</>;
}
