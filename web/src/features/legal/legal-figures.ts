/**
 * The commitments the legal pages state (spec §5, §9). The privacy policy,
 * the terms and the security page quote the same figures, so each is written
 * once here and a change cannot leave one page contradicting another.
 */
export const legalFigures = {
  minimumAge: 18,
  minimumPasswordLength: 8,
  callDataRetentionDays: 90,
  privacyRequestResponseDays: 30,
  deletionAfterTerminationDays: 90,
  inactivityTerminationMonths: 12,
  priceChangeNoticeDays: 30,
  policyChangeNoticeDays: 30,
  moneyBackGuaranteeDays: 30,
  guaranteeMinimumCalls: 10,
  liabilityLookbackMonths: 12,
  liabilityFloorUsd: 100,
  informalDisputeDays: 30,
  governingLaw: 'Texas',
  breachNotificationHours: 72,
  securityResponseHours: 48,
} as const;
