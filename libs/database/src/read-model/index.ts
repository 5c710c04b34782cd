export * from './contact-row';
export * from './tables';
export * from './identity';
