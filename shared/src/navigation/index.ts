export { navigateTo } from './navigate-to';
export { usePathname } from './use-pathname';
