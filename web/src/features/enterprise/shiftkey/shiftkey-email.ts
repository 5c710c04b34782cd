import { formatUsd } from '../../../lib/format-usd';
import { pilot } from '../enterprise-pricing';

/** The message the ShiftKey calls to action open, ready to send. */
export const shiftkeyEmail = {
  subject: 'ShiftKey × Pitchlens: starting Phase 1 (BDR pilot)',
  body: [
    'Hi Pitchlens team,',
    '',
    `We would like to start Phase 1 of the ShiftKey proposal: the ${formatUsd(pilot.price)} pilot for our BDR team (4 seats).`,
    '',
    'Good times for the CEO kickoff call:',
    'BDR team lead:',
    'Call tools we use (Zoom, Teams, Google Meet):',
    '',
    'Thanks,',
  ].join('\n'),
};
