export * from './contact-row';
export * from './tables';
