export { projectorStatus as projectionStatus, type ProjectorStatus as ProjectionStatus } from '@pitchlens/event-store';
