/**
 * The portal's pages as the host uses them, from the one table of pages (pages.json, repository
 * root; docs/pages.md): which remote module each route shows and who may open it (the sidebar's
 * entries are in features/shell/navTable.ts, which only the shell's chunk needs).
 * The host stays generic: it knows no page by name, only this table. Its build keeps only the
 * fields read here (webpack/host-tables-loader.cjs).
 */
import { PAGE_AUDIENCES, type PageAudience, type RoleName } from 'shared-contracts/roles';
import pageTable from '../../pages.json';
import serviceTable from '../../services.json';

export interface PortalPage {
  path: string;
  /** The page the index route ("/") shows too. */
  index: boolean;
  /** The remote's federation container name (services.json), e.g. remote_core. */
  remote: string;
  /** The exposed module, e.g. './DashboardPage'. */
  module: `./${string}`;
  audience: PageAudience;
  /**
   * Roles that may open the page; undefined when every role may (a connector once KYC is verified).
   * Another role sees "You do not have access to this page" inside the shell; the API refuses them
   * (403) regardless.
   */
  roles?: readonly RoleName[];
}

export function audienceOf(name: string, where: string): PageAudience {
  if (!Object.hasOwn(PAGE_AUDIENCES, name)) throw new Error(`pages.json: ${where} has an unknown audience "${name}"`);
  return name as PageAudience;
}

function containerOf(remote: string): string {
  const service = serviceTable.services.find((candidate) => candidate.name === remote && candidate.kind === 'remote');
  if (!service?.container) throw new Error(`pages.json: ${remote} is not a remote of services.json`);
  return service.container;
}

export const PORTAL_PAGES: readonly PortalPage[] = pageTable.pages.map((page) => {
  const audience = audienceOf(page.audience, page.path);
  return {
    path: page.path,
    index: page.index === true,
    remote: containerOf(page.remote),
    module: page.module as `./${string}`,
    audience,
    roles: audience === 'everyone' ? undefined : PAGE_AUDIENCES[audience],
  };
});
