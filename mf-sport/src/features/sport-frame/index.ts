export { SportFrame } from './ui/sport-frame';
export { buildFrameUrl, frameSettingsFor, SPORT_PARTNER_ID, type SportView } from './config';
