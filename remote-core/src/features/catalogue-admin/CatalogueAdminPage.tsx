import { Stack, LoadingState, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { useT } from './i18n';

/** The body's place until its code is there (lazyPageBody's spinner, named in the page's language). */
function LoadingCatalogue() {
  const t = useT();
  return <LoadingState label={t('catalogue.loading')} />;
}

const CatalogueAdminPageBody = lazyAfterFirstFrame(() => import('./CatalogueAdminPageBody'), LoadingCatalogue);

/**
 * Catalogue (/back-office/catalogue): banks, the loans each bank offers, its branches and their
 * spokespersons, each with add and edit dialogs. The tab and the chosen bank and branch are kept in
 * the URL (one bank for all tabs). Every change refreshes the catalogue the connector pages show.
 * The header is drawn first; the notice of a saved change and the tabs, which need
 * shared-ui/widgets, are CatalogueAdminPageBody (docs/pages.md, "A page's header first").
 */
export default function CatalogueAdminPage() {
  const t = useT();
  return (
    <Stack gap="6">
      <PageHeader title={t('catalogue.title')} subtitle={t('catalogue.subtitle')} />
      <CatalogueAdminPageBody />
    </Stack>
  );
}
