import serviceTable from '../../../../services.json';
import { REMOTE_NAMES, type RemoteName } from '../startup/runtimeConfig';

/** Area names from services.json: each remote's container name and what it owns. */
function areasFromServiceTable(): Record<RemoteName, string> {
  const areas = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const remote = serviceTable.services.find((service) => service.container === name);
    // A remote without an area still gets a fallback that names it.
    areas[name] = remote?.area ?? name;
  }
  return areas;
}

/** What each remote owns, as the fallback names it: "<Area> is unavailable right now." */
export const REMOTE_AREAS: Record<RemoteName, string> = areasFromServiceTable();

/** A page exposed by a remote: default export, no props. */
export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module name, e.g. './DashboardPage'. */
  module: `./${string}`;
}

export function remoteModuleId({ remote, module }: RemoteModuleRef): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
