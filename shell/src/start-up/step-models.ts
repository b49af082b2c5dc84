/**
 * Start-up piece 1 (index.ts evaluates the pieces one task each, then the bootstrap): the
 * models every other one builds on. The first effector units of the page also pay for compiling
 * effector's own code, so this piece is kept small.
 */
import '../services/navigation/model';
import '../services/token/model';
import '../services/device/model';

// Each piece imports the next: its chunk then holds only what the pieces before did not.
export const next = () => import('./step-services');
