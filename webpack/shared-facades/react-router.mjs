/**
 * What the share scope provides as "react-router": the declarative-routing surface the portal uses.
 * A shared module is never tree-shaken (any remote may use any export), so sharing the whole
 * package would put React Router's server, data-router and RSC code, which the portal never runs,
 * in front of the login page. This facade re-exports only the names below; the build fails when an app imports
 * a name that is not listed (webpack/shared-facade-guard-plugin.cjs). Add a name here, and in
 * react-router-dom.mjs, when a page needs it.
 */
export {
  BrowserRouter, MemoryRouter, Routes, Route, Navigate, Outlet, Link, NavLink,
  useNavigate, useLocation, useParams, useSearchParams, useMatch, useHref, useResolvedPath,
  useInRouterContext, useNavigationType, useOutlet, useOutletContext, useRoutes, useLinkClickHandler,
  generatePath, matchPath, matchRoutes, resolvePath, createSearchParams, createPath, parsePath,
} from 'portal-react-router-implementation';
