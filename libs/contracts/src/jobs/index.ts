export * from './email-data';
export * from './email-job';
export * from './job-map';
