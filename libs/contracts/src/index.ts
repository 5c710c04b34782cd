export * from './brand';
export * from './events';
export * from './funnel-steps';
export * from './http';
export * from './identity';
export * from './referrals';
export * from './streams';
export * from './catalogue';
