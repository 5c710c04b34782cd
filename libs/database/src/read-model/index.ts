export * from './contact-row';
export * from './tables';
export * from './funnel-paths';
export * from './identity';
