export { SessionClock } from './ui/session-clock';
export { fetchRgOverview, saveRealityCheck, type RgOverview } from './api';
export { realityCheckIntervalSaved } from './interval-changed';
