/**
 * The part of react-router the front-ends use, imported by package name. Front-ends import
 * routing from here (`@folio/shell-kit/router`), which Module Federation shares as one singleton:
 * a shared module cannot be tree-shaken, and sharing `react-router` itself sent all of it (data
 * routers, server rendering, sessions: 60 KB gz) to show /login; this subset is ~14 KB gz. Tests
 * and the browser run the same package. Need another export? Add it here and rebuild.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
