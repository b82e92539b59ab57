/**
 * The part of react-router the front-ends use, and what every front-end provides to the others as
 * the shared `react-router` singleton (rspack.config.ts). A shared module cannot be tree-shaken
 * (its consumers are unknown at build time), so sharing the package itself sent all of it -- data
 * routers, server rendering, sessions and cookies: 60 KB gz -- to show /login; this subset is
 * ~14 KB gz.
 *
 * tsconfig.json maps `react-router` here, so a front-end that imports anything not listed fails
 * type checking: add the name below (values) and rebuild every front-end. Types are all available.
 * The file is imported by path, not as `react-router`, which would make the shared module consume
 * itself.
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
} from './node_modules/react-router/dist/production/index.mjs';
export type * from './node_modules/react-router/dist/production/index.mjs';
