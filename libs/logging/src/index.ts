export * from './logger';
export * from './connection-reports';
