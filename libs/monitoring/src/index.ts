export * from './metrics-registry';
export * from './metrics-token';
export * from './readiness';
export * from './metric-sample';
