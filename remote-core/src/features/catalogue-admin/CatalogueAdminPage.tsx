import { Stack, PageHeader, lazyPageBody } from 'shared-ui';

const CatalogueAdminPageBody = lazyPageBody(() => import('./CatalogueAdminPageBody'), 'Loading Catalogue');

/**
 * Catalogue (/back-office/catalogue): banks, the loans each bank offers, its branches and their
 * spokespersons, each with add and edit dialogs. The tab and the chosen bank and branch are kept in
 * the URL (one bank for all tabs). Every change refreshes the catalogue the connector pages show.
 * The header is drawn first; the notice of a saved change and the tabs, which need
 * shared-ui/widgets, are CatalogueAdminPageBody (docs/pages.md, "A page's header first").
 */
export default function CatalogueAdminPage() {
  return (
    <Stack gap="6">
      <PageHeader title="Catalogue" subtitle="Banks, the loans they offer with their payouts, their branches and spokespersons." />
      <CatalogueAdminPageBody />
    </Stack>
  );
}
