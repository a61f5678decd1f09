/**
 * The remote mounts, for the signed-in area (its lazily loaded chunk). What bootstrap and the
 * public routes need before the login page paints is in eager.ts: importing this file there
 * would bring the mounts into the login page's chunk.
 */
export { RemotePage } from './RemotePage';
export type { RemoteModuleRef } from './remoteAreas';
