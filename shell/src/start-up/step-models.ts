/**
 * Start-up piece 1 (index.ts evaluates the pieces one task each, then the bootstrap): the
 * navigation model every other one builds on. The page's first effector units also pay for
 * compiling effector's own code, so this piece is the model alone.
 */
import '../services/navigation/model';

// Each piece imports the next: its chunk then holds only what the pieces before did not.
export const next = () => import('./step-user');
