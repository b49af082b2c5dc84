export { $isMobile, $language, $tokenPresent, $user, sessionChanged } from './model';
