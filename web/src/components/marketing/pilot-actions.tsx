import { CATALOGUE } from '@pitchlens/contracts';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { formatUsd } from '../../lib/format-usd';
import { ButtonLink } from '../ui/button';
import blocks from './blocks.module.css';

const PILOT_PRICE = CATALOGUE.enterprise_pilot.amountCents / 100;

interface PilotButtonProps {
  variant?: 'primary' | 'light';
  /** As wide as its box. */
  block?: boolean;
  className?: string;
}

/** The enterprise pilot's call to action, priced: every enterprise page leads to its one checkout. */
export function PilotButton({ variant, block, className }: PilotButtonProps) {
  return (
    <ButtonLink to={paths.enterprisePilot} size="lg" variant={variant} block={block} className={className}>
      Start the {formatUsd(PILOT_PRICE)} Pilot
    </ButtonLink>
  );
}

interface PilotActionsProps {
  /** On the dark closing band, where the pilot's button turns white. */
  closing?: boolean;
  /** The one other way forward. */
  children: ReactNode;
}

/** The pilot beside one other way forward, under a hero or on the closing band. */
export function PilotActions({ closing, children }: PilotActionsProps) {
  return (
    <div className={blocks.actions}>
      {closing ? <PilotButton variant="light" className={blocks.solid} /> : <PilotButton />}
      {children}
    </div>
  );
}
