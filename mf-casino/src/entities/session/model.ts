/** The shell's state as this remote's effector stores (see @casino/shared/session). */
import { createSessionStores } from '@casino/shared/session';

export const { sessionChanged, $tokenPresent, $isMobile, $language, $direction, $user } =
  createSessionStores();
