import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KycSubmissionStatus } from 'shared-contracts';
import { LoadingState, Stack, lazyAfterFirstFrame, pageCount, PageHeader } from 'shared-ui';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { useKycSubmissions } from './api/kycSubmissions';
import { useT } from './i18n';
import { DEFAULT_TAB, isReviewTab } from './model/kycReview';

/** The body's place until its code is there (lazyPageBody's spinner, its label in the page's language). */
function BodyLoading() {
  const t = useT();
  return <LoadingState label={t('list.loading')} />;
}

const KycReviewPageBody = lazyAfterFirstFrame(() => import('./KycReviewPageBody'), BodyLoading);

/**
 * KYC Review (/back-office/kyc, admin and director): the submissions by status with their counts,
 * a search by connector, one page at a time; a chosen submission shows its four images and, while
 * pending, Approve and Reject. Below 1024px the chosen submission replaces the list. The header and
 * the outcome of a decision are drawn first; the tabs, the list and the chosen submission, which
 * need shared-ui/widgets, are KycReviewPageBody (docs/pages.md, "A page's header first"). The page
 * reads the list, starting the read with its header, and hands the read to the body. The tab is in the
 * URL (`?status=approved`; Pending without one), so a link (the dashboards' "KYC waiting") opens the
 * queue it names and Back returns to the tab that was shown.
 */
export default function KycReviewPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status: KycSubmissionStatus = isReviewTab(asked) ? asked : DEFAULT_TAB;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number>();
  const t = useT();
  // The outcome of the last decision, said in the page's language when drawn.
  const [outcome, setOutcome] = useState<{ decision: 'page.approved' | 'page.rejected'; name: string }>();
  // Only the fields read here and by the body: React Query draws the page again for those alone.
  const { data, error, isPending, isRefetching, isPlaceholderData, refetch } = useKycSubmissions({ status, search, page });

  // A decision can empty the last page: show the new last page instead.
  const lastPage = data !== undefined && !isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && page > lastPage) setPage(lastPage);

  const changeTab = (value: KycSubmissionStatus) => {
    setParams({ status: value });
    setPage(1);
    setSelectedId(undefined);
  };
  const changeSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const select = (id: number) => {
    setSelectedId(id);
    setOutcome(undefined);
  };

  return (
    <Stack gap="6">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <SuccessMessage message={outcome && t(outcome.decision, { name: outcome.name })} onDismiss={() => setOutcome(undefined)} />
      <KycReviewPageBody
        list={{ data, error, isPending, isRefetching, isPlaceholderData, refetch }}
        status={status}
        search={search}
        page={page}
        selectedId={selectedId}
        onStatusChange={changeTab}
        onSearch={changeSearch}
        onPageChange={setPage}
        onSelect={select}
        onBack={() => setSelectedId(undefined)}
        onApproved={(name) => setOutcome({ decision: 'page.approved', name })}
        onRejected={(name) => setOutcome({ decision: 'page.rejected', name })}
      />
    </Stack>
  );
}
