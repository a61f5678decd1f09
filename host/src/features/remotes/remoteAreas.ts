import type { RemoteName } from '../startup/runtimeConfig';

/** A page exposed by a remote: default export, no props. */
export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module name, e.g. './DashboardPage'. */
  module: `./${string}`;
}

export function remoteModuleId({ remote, module }: RemoteModuleRef): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
