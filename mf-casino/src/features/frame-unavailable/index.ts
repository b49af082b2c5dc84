export { FRAME_TIMEOUT_MS, FrameUnavailable, useFrameHealth } from './ui/frame-unavailable';
