export { $direction, $isMobile, $tokenPresent, $user, sessionChanged } from './model';
