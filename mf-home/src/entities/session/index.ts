export { $direction, $isMobile, $language, $tokenPresent, $user, sessionChanged } from './model';
