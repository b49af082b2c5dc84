/** Start-up piece 3: the player's session — login and logout, toasts and modals. */
import '../services/auth/model';
import '../services/toast/model';
import '../services/modal/model';

export const next = () => import('./step-services');
