import type { OrderedFunnelStep } from '@pitchlens/contracts';
import { conversionFigures, type ConversionAsk } from './conversion-truth';
import type { RecordedCall, Truth, TruthContact, Window } from './truth-model';

const act = (step: OrderedFunnelStep, at: Window, seq: number): RecordedCall => ({ kind: 'step', step, sessionId: 's', email: null, bot: false, at, seq });

/** One person with the given acts; the conversion truth reads only their acts. */
const truthOf = (acts: RecordedCall[]): Truth => {
  const contact = { key: 'one', acts } as unknown as TruthContact;
  return { contacts: new Map([['one', contact]]), calls: acts, botCalls: [], purchases: [], referrals: [] };
};

const ask: ConversionAsk = { label: 't', steps: ['home', 'landing', 'completed'], window: '1h', windowMs: 3_600_000, range: null };

describe('the conversion truth', () => {
  // The run of 2026-12-04: a step answered within 179 ms, then a payment Stripe dated in whole seconds, 6.185 s wide.
  const figures = conversionFigures(truthOf([act('home', { lo: 0, hi: 0 }, 1), act('landing', { lo: 1_909, hi: 2_088 }, 2), act('completed', { lo: 60_000, hi: 66_185 }, 3)]), ask, 10_000_000);

  it('lets a time between two later steps run from their nearest ends to their farthest', () => {
    // Stamped 9 ms into its span, the step is 58.082 s before the payment dated at its span's start.
    expect(figures.get('conversion[t].3.completed.medianSeconds')).toEqual({ between: [57.912, 64.276] });
    expect(figures.get('conversion[t].3.completed.p90Seconds')).toEqual({ between: [57.912, 64.276] });
  });

  it('counts a time whose spread crosses a bucket edge in either bucket, and in no other', () => {
    expect(figures.get('conversion[t].3.completed.histogram.0')).toEqual({ between: [0, 1] });
    expect(figures.get('conversion[t].3.completed.histogram.1')).toEqual({ between: [0, 1] });
    expect(figures.get('conversion[t].3.completed.histogram.2')).toBe(0);
  });

  it('keeps a time between two exact acts exact', () => {
    const exact = conversionFigures(truthOf([act('home', { lo: 0, hi: 0 }, 1), act('landing', { lo: 5_000, hi: 5_000 }, 2)]), { ...ask, steps: ['home', 'landing'] }, 10_000_000);
    expect(exact.get('conversion[t].2.landing.medianSeconds')).toBe(5);
    expect(exact.get('conversion[t].2.landing.histogram.0')).toBe(1);
  });
});
