/** Start-up piece 4: the other services' models and their start-up order (services/start.ts). */
import '../services/start';

export const next = () => import('./step-platform');
