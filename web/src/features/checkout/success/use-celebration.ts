import { useEffect } from 'react';
import { celebrate } from '../../../components/effects/confetti';

/** Spec §9: 50 pieces of confetti over 3 seconds when a success page opens. */
export function useCelebration(): void {
  useEffect(() => celebrate(), []);
}
