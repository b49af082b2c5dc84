export { $isMobile, $tokenPresent, $user, sessionChanged } from './model';
