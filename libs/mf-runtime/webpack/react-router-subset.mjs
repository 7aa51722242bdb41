// The part of React Router that host and remotes share. A shared package is bundled whole (a
// remote may use any export), so sharing `react-router` itself put ~60 KB gzipped on every first
// paint; sharing this list lets webpack drop the rest (the data router, server rendering, RSC,
// framework mode). The shell uses the declarative router, so every route API here works in it.
// The build fails when an app imports a name missing here (exportsPresence): add it then.
// Imports the production build: the package's export map offers bundlers only the development one.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-production';
