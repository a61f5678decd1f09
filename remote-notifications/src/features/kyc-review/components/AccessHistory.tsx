import { useId, useState } from 'react';
import type { DocumentAccessEntry } from 'shared-contracts';
import { Box, Button, Heading, HStack } from 'shared-ui';
import { DocumentReadList } from '../../../common/components/DocumentReadList';
import { ACCESS_HISTORY_SHOWN, useKycAccessLog } from '../api/kycAccessLog';
import { useT } from '../i18n';

function AccessList({ submissionId }: { submissionId: number }) {
  const t = useT();
  return (
    <DocumentReadList
      query={useKycAccessLog(submissionId)}
      toRead={(entry: DocumentAccessEntry) => ({
        reader: entry.viewer ? `${entry.viewer.username} (${entry.viewer.employee_id})` : t('access.formerEmployee'),
        role: entry.viewer_role,
        document: entry.document,
        purpose: entry.purpose,
        readAt: entry.read_at,
        address: entry.address,
      })}
      loadingLabel={t('access.loading')}
      errorFallback={t('access.fetchError')}
      emptyText={t('access.empty')}
      shown={ACCESS_HISTORY_SHOWN}
      noun={t('access.noun')}
    />
  );
}

/**
 * Who opened this submission's images, when, why and from where (the document access log, kept a
 * year; docs/document-vault.md). For directors; read when asked for, and again each time it is opened.
 */
export function AccessHistory({ submissionId }: { submissionId: number }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const listId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="border.muted" pt="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          {t('access.title')}
        </Heading>
        <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((value) => !value)}>
          {shown ? t('access.hide') : t('access.show')}
        </Button>
      </HStack>
      <Box id={listId} hidden={!shown} mt="3">
        {shown ? <AccessList submissionId={submissionId} /> : null}
      </Box>
    </Box>
  );
}
