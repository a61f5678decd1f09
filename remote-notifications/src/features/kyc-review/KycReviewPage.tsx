import { useState } from 'react';
import type { KycSubmissionStatus } from 'shared-contracts';
import { Box, Button, Card, Center, Grid, Stack, Text, useIsMobile, EmptyState, ErrorState, LoadingState, pageCount, PageHeader, Pager, RefreshFailure } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { SearchForm } from '../../common/components/SearchForm';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { KYC_LIST_FETCH_ERROR, useKycSubmissions, type KycSubmissionList } from './api/kycSubmissions';
import { SubmissionDetail } from './components/SubmissionDetail';
import { SubmissionList } from './components/SubmissionList';
import {
  DEFAULT_TAB,
  REVIEW_TABS,
  approvedMessage,
  emptyMessage,
  isReviewTab,
  rejectedMessage,
  statusName,
  tabLabel,
} from './model/kycReview';

interface ListPanelProps {
  status: KycSubmissionStatus;
  search: string;
  page: number;
  data: KycSubmissionList | undefined;
  loading: boolean;
  error: Error | null;
  selectedId: number | undefined;
  onRetry: () => void;
  onSelect: (id: number) => void;
  onPageChange: (page: number) => void;
}

function ListPanel({ status, search, page, data, loading, error, selectedId, onRetry, onSelect, onPageChange }: ListPanelProps) {
  if (loading) return <LoadingState label="Loading submissions" />;
  if (error !== null || data === undefined) return <ErrorState error={error} fallback={KYC_LIST_FETCH_ERROR} onRetry={onRetry} />;
  if (data.results.length === 0) return <EmptyState>{emptyMessage(status, search)}</EmptyState>;
  return (
    <Stack gap="3">
      <SubmissionList label={`${statusName(status)} submissions`} submissions={data.results} selectedId={selectedId} onSelect={onSelect} />
      <Pager label="Submission pages" page={page} pageCount={pageCount(data.count, data.page_size)} onPageChange={onPageChange} />
    </Stack>
  );
}

/**
 * KYC Review (/back-office/kyc, admin and director): the submissions by status with their counts,
 * a search by connector, one page at a time; a chosen submission shows its four images and, while
 * pending, Approve and Reject. Below 1024px the chosen submission replaces the list.
 */
export default function KycReviewPage() {
  const isMobile = useIsMobile();
  const [status, setStatus] = useState<KycSubmissionStatus>(DEFAULT_TAB);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number>();
  const [message, setMessage] = useState<string>();
  const list = useKycSubmissions({ status, search, page });

  // A decision can empty the last page: show the new last page instead.
  const lastPage = list.data !== undefined && !list.isPlaceholderData ? pageCount(list.data.count, list.data.page_size) : undefined;
  if (lastPage !== undefined && page > lastPage) setPage(lastPage);

  const changeTab = (value: string) => {
    if (!isReviewTab(value)) return;
    setStatus(value);
    setPage(1);
    setSelectedId(undefined);
  };
  const changeSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const select = (id: number) => {
    setSelectedId(id);
    setMessage(undefined);
  };

  const showList = !isMobile || selectedId === undefined;
  const listPanel = (
    <Stack gap="3">
      <RefreshFailure query={list} fallback={KYC_LIST_FETCH_ERROR} />
      <ListPanel
        status={status}
        search={search}
        page={page}
        data={list.data}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError && list.data === undefined ? list.error : null}
        selectedId={selectedId}
        onRetry={() => void list.refetch()}
        onSelect={select}
        onPageChange={setPage}
      />
    </Stack>
  );
  const detail =
    selectedId === undefined ? (
      <Card.Root variant="subtle">
        <Card.Body>
          <Center py="10">
            <Text color="fg.muted">Select a submission to review its documents.</Text>
          </Center>
        </Card.Body>
      </Card.Root>
    ) : (
      <SubmissionDetail id={selectedId} onApproved={(name) => setMessage(approvedMessage(name))} onRejected={(name) => setMessage(rejectedMessage(name))} />
    );

  return (
    <Stack gap="6">
      <PageHeader title="KYC Review" subtitle="Check the connectors' Aadhaar and PAN images, then approve or reject." />
      <SuccessMessage message={message} onDismiss={() => setMessage(undefined)} />
      <Tabs.Root value={status} onValueChange={(details) => changeTab(details.value)} variant="line" colorPalette="brand">
        {showList ? (
          <Tabs.List>
            {REVIEW_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {tabLabel(tab, list.data?.counts)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        ) : null}
        <Tabs.Content value={status} pt={showList ? '4' : '0'}>
          <Stack gap="4">
            {showList ? <SearchForm label="Search by connector" placeholder="Employee ID or name" value={search} onSearch={changeSearch} /> : null}
            {isMobile ? (
              selectedId === undefined ? (
                listPanel
              ) : (
                <Stack gap="3">
                  <Box>
                    <Button variant="ghost" size="sm" ms="-2" colorPalette="brand" onClick={() => setSelectedId(undefined)}>
                      Back to submissions
                    </Button>
                  </Box>
                  {detail}
                </Stack>
              )
            ) : (
              <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="6" alignItems="start">
                <Box>{listPanel}</Box>
                {detail}
              </Grid>
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
