export * from './address-match';
export * from './erase-fields';
export * from './person-events';
export * from './address-key';
export * from './person-export';
export * from './erasure-register';
export * from './session-claims';
export * from './erased-copies';
