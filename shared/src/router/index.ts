/**
 * The slice of react-router the remotes use, shared as one singleton module. Module Federation
 * cannot tree-shake a shared library, and the whole of react-router-dom is ~62 KB gzip; this
 * module is built with only what is listed here (~15 KB), once for the page. Import routing from
 * here, never from 'react-router-dom' directly (lint enforces it). Moving between applications
 * needs no router: `@casino/shared/navigation`.
 */
export { AppRouter } from './app-router';
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router-dom';
