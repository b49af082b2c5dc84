/** Start-up piece 2: the device, the stored token and the user. */
import '../services/device/model';
import '../services/token/model';
import '../services/user/model';

export const next = () => import('./step-session');
