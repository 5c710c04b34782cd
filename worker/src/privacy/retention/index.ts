export * from './clock';
export * from './raw-metadata';
export * from './raw-metadata-retention';
