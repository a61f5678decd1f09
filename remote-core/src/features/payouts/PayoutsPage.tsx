import { Stack, LoadingState, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { useT } from './i18n';

/** The body's place until its code is there (lazyPageBody's spinner, named in the page's language). */
function LoadingPayouts() {
  const t = useT();
  return <LoadingState label={t('payouts.loading')} />;
}

const PayoutsPageBody = lazyAfterFirstFrame(() => import('./PayoutsPageBody'), LoadingPayouts);

/**
 * Payouts (/back-office/payouts): Pending (the unpaid ledger entries by connector with their
 * commission, TDS and GST, chosen and paid in one payout run under a payment reference; a connector
 * without a verified bank account is held, and their tax details are verified from their section),
 * Payout runs (every recorded run, its entries, its CSV and bank transfer file; the quarterly TDS
 * report) and Tax details (the tax details waiting to be verified, of anyone, with payouts pending or not).
 * The tab, the runs' page and the open run are kept in the URL. The header is drawn
 * first; the notice of a recorded run and the tabs, which need shared-ui/widgets, are
 * PayoutsPageBody (docs/pages.md, "A page's header first").
 */
export default function PayoutsPage() {
  const t = useT();
  return (
    <Stack gap="6">
      <PageHeader title={t('payouts.title')} subtitle={t('payouts.subtitle')} />
      <PayoutsPageBody />
    </Stack>
  );
}
