export * from './contact-row';
export * from './tables';
export * from './funnel-paths';
export * from './identity';
export * from './payment-buyers';
export * from './referral-payouts';
