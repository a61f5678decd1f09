/**
 * What the share scope provides as "react-router-dom": the same surface as the "react-router"
 * facade (React Router 7's react-router-dom only re-exports react-router), taken from the shared
 * "react-router" module so one router context exists.
 */
export {
  BrowserRouter, MemoryRouter, Routes, Route, Navigate, Outlet, Link, NavLink,
  useNavigate, useLocation, useParams, useSearchParams, useMatch, useHref, useResolvedPath,
  useInRouterContext, useNavigationType, useOutlet, useOutletContext, useRoutes, useLinkClickHandler,
  generatePath, matchPath, matchRoutes, resolvePath, createSearchParams, createPath, parsePath,
} from 'react-router';
