import type { KycSubmissionStatus } from 'shared-contracts';
import {
  Box,
  Button,
  Card,
  Center,
  Grid,
  Stack,
  Text,
  useIsMobile,
  EmptyState,
  ErrorState,
  LoadingState,
  pageCount,
  Pager,
  RefreshFailure,
  type PagedQuerySource,
} from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { SearchForm } from '../../common/components/SearchForm';
import type { KycSubmissionList } from './api/kycSubmissions';
import { SubmissionDetail } from './components/SubmissionDetail';
import { SubmissionList } from './components/SubmissionList';
import { useT } from './i18n';
import { REVIEW_TABS, emptyMessage, isReviewTab, listLabel, tabLabel } from './model/kycReview';

interface ListPanelProps {
  status: KycSubmissionStatus;
  search: string;
  page: number;
  data: KycSubmissionList | undefined;
  loading: boolean;
  /** The read's failure when nothing was read; null otherwise. */
  error: unknown;
  selectedId: number | undefined;
  onRetry: () => void;
  onSelect: (id: number) => void;
  onPageChange: (page: number) => void;
}

function ListPanel({ status, search, page, data, loading, error, selectedId, onRetry, onSelect, onPageChange }: ListPanelProps) {
  const t = useT();
  if (loading) return <LoadingState label={t('list.loading')} />;
  if (error !== null || data === undefined) return <ErrorState error={error} fallback={t('list.fetchError')} onRetry={onRetry} />;
  if (data.results.length === 0) return <EmptyState>{emptyMessage(t, status, search)}</EmptyState>;
  return (
    <Stack gap="3">
      <SubmissionList label={listLabel(t, status)} submissions={data.results} selectedId={selectedId} onSelect={onSelect} />
      <Pager label={t('list.pages')} page={page} pageCount={pageCount(data.count, data.page_size)} onPageChange={onPageChange} />
    </Stack>
  );
}

interface KycReviewPageBodyProps {
  /**
   * The page's read of the list (KycReviewPage starts it with its header); `isPlaceholderData`: the
   * previous tab, search or page is kept while this one loads (the tab counts do not blink; the list
   * shows the spinner). Handed down rather than read again here: a second reader of the query
   * mounting after the read had failed would ask the server again (React Query retries a failed
   * query on mount) before the failure is shown.
   */
  list: PagedQuerySource<KycSubmissionList>;
  /** The tab chosen: the status whose submissions are listed. */
  status: KycSubmissionStatus;
  search: string;
  page: number;
  /** The submission whose documents are shown, if one was chosen. */
  selectedId: number | undefined;
  onStatusChange: (status: KycSubmissionStatus) => void;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
  onSelect: (id: number) => void;
  /** Below 1024px, "Back to submissions": the list again instead of the chosen submission. */
  onBack: () => void;
  /** Called with the connector's name after an approval or a rejection. */
  onApproved: (name: string) => void;
  onRejected: (name: string) => void;
}

/** /back-office/kyc below its header and message: the status tabs, the search, the list and the chosen submission (KycReviewPage). */
export default function KycReviewPageBody({
  list,
  status,
  search,
  page,
  selectedId,
  onStatusChange,
  onSearch,
  onPageChange,
  onSelect,
  onBack,
  onApproved,
  onRejected,
}: KycReviewPageBodyProps) {
  const t = useT();
  const isMobile = useIsMobile();

  const showList = !isMobile || selectedId === undefined;
  const listPanel = (
    <Stack gap="3">
      <RefreshFailure query={list} fallback={t('list.fetchError')} />
      <ListPanel
        status={status}
        search={search}
        page={page}
        data={list.data}
        loading={list.isPending || list.isPlaceholderData}
        error={list.data === undefined ? list.error : null}
        selectedId={selectedId}
        onRetry={() => void list.refetch()}
        onSelect={onSelect}
        onPageChange={onPageChange}
      />
    </Stack>
  );
  const detail =
    selectedId === undefined ? (
      <Card.Root variant="subtle">
        <Card.Body>
          <Center py="10">
            <Text color="fg.muted">{t('detail.noneChosen')}</Text>
          </Center>
        </Card.Body>
      </Card.Root>
    ) : (
      <SubmissionDetail id={selectedId} onApproved={onApproved} onRejected={onRejected} />
    );

  return (
    <Tabs.Root value={status} onValueChange={(details) => isReviewTab(details.value) && onStatusChange(details.value)} variant="line" colorPalette="brand">
      {showList ? (
        <Tabs.List>
          {REVIEW_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {tabLabel(t, tab, list.data?.counts)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      ) : null}
      <Tabs.Content value={status} pt={showList ? '4' : '0'}>
        <Stack gap="4">
          {showList ? <SearchForm label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} value={search} onSearch={onSearch} /> : null}
          {/*
           * One tree at both widths, so that crossing the phone breakpoint (a tablet turned) moves the
           * parts instead of drawing them anew: the chosen submission, and a dialog open on it, stay.
           */}
          <Grid templateColumns={isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 3fr)'} gap="6" alignItems="start">
            {showList ? <Box>{listPanel}</Box> : null}
            {isMobile && selectedId === undefined ? null : (
              <Stack gap="3">
                {isMobile ? (
                  <Box>
                    <Button variant="ghost" size="sm" ms="-2" colorPalette="brand" onClick={onBack}>
                      {t('list.backToList')}
                    </Button>
                  </Box>
                ) : null}
                {detail}
              </Stack>
            )}
          </Grid>
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
