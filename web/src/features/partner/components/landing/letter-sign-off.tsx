import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../../../config/paths';
import { CONTRACT, FOUNDER_SLOTS, IMPLEMENTATION_FEE } from '../../program/program-terms';
import { formatUsd } from '../../../../lib/format-usd';
import letter from './letter.module.css';

export function LetterSignOff() {
  return (
    <>
      <p>
        We keep the program small on purpose: {FOUNDER_SLOTS.perQuarter} Founder Partner slots per quarter, and{' '}
        {FOUNDER_SLOTS.remaining} are still open. The founder window closes {FOUNDER_SLOTS.windowCloses}.
      </p>
      <p className={letter.signature}>
        To the training that sticks,
        <br />
        The {brand.name} founding team
      </p>
      <p className={letter.postscript}>
        <strong>P.S.</strong> The first {IMPLEMENTATION_FEE.waivedForFirstPartners} partners skip the{' '}
        {formatUsd(IMPLEMENTATION_FEE.amount)} implementation fee and keep their wholesale rate locked for{' '}
        {CONTRACT.rateLockMonths} months. Want to check every detail first?{' '}
        <Link to={paths.partner}>Read the complete partner program details</Link>.
      </p>
    </>
  );
}
