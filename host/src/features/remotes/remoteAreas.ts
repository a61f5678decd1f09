import type { RemoteName } from '../startup/runtimeConfig';

/** What each remote owns, as the fallback names it: "<Area> is unavailable right now." */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  remote_core: 'Dashboard, leads and banks',
  remote_eligibility: 'Loan products and eligibility',
  remote_notifications: 'Notifications and profile',
};

/** A page exposed by a remote: default export, no props. */
export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module name, e.g. './DashboardPage'. */
  module: `./${string}`;
}

export function remoteModuleId({ remote, module }: RemoteModuleRef): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
