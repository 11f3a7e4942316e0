export { DEVELOPMENT_STATUSES, developmentStatusBadge } from './shared/status-badge';
export type { BadgeColour, DevelopmentStatus, StatusBadge } from './shared/status-badge';
