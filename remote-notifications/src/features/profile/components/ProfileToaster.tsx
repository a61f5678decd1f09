import { PortalToaster } from 'shared-ui/widgets';

/** Draws the "Profile updated" toast of a successful save (it portals to the document's body). */
export function ProfileToaster() {
  return <PortalToaster />;
}
