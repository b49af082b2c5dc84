/** The shell's state as this remote's effector stores (see @casino/shared/games createSessionStores). */
import { createSessionStores } from '@casino/shared/games';

export const { sessionChanged, $tokenPresent, $isMobile, $direction, $user } =
  createSessionStores();
