import type { LeadDocumentPage } from 'shared-contracts';
import { Badge, Box, Button, Flex, Image, Stack, Text } from 'shared-ui';
import { usePageObjectUrl } from '../api/leadDocuments';
import { pageFileName, type NumberedPage } from '../model/documentPages';
import { useT } from '../i18n';
import { DocumentIcon } from './DocumentIcon';

const TILE_SIZE = '20';

/** An image's thumbnail (read with the bearer token, shown through an object URL). */
function PageThumbnail({ leadId, page, label }: { leadId: number; page: LeadDocumentPage; label: string }) {
  const t = useT();
  const { url, failed } = usePageObjectUrl('own', leadId, page, 'thumbnail');
  if (url) return <Image src={url} alt={label} boxSize={TILE_SIZE} objectFit="cover" borderRadius="md" borderWidth="1px" />;
  return (
    <Flex role="img" aria-label={label} aria-busy={!failed} boxSize={TILE_SIZE} align="center" justify="center" borderRadius="md" borderWidth="1px" bg="bg.muted">
      <Text fontSize="xs" color="fg.muted" aria-hidden="true">
        {failed ? t('page.noPreview') : ''}
      </Text>
    </Flex>
  );
}

/** A PDF (or an image without a thumbnail): a document icon and the file's name. */
function PageFileCard({ page, label }: { page: LeadDocumentPage; label: string }) {
  const t = useT();
  const name = pageFileName(page, t);
  return (
    <Stack role="img" aria-label={`${label}: ${name}`} boxSize={TILE_SIZE} align="center" justify="center" gap="1" p="1" borderRadius="md" borderWidth="1px" bg="bg.muted">
      <DocumentIcon boxSize="6" color="fg.muted" />
      <Text fontSize="2xs" lineClamp={2} textAlign="center" wordBreak="break-all">
        {name}
      </Text>
    </Stack>
  );
}

/**
 * One uploaded page: its thumbnail or file card, and Remove while its uploader may still take it
 * back (`can_remove`). A superseded page is drawn smaller and marked as such.
 */
export function DocumentPageTile({
  leadId,
  numbered,
  onRemove,
}: {
  leadId: number;
  numbered: NumberedPage;
  onRemove?: (numbered: NumberedPage) => void;
}) {
  const t = useT();
  const { page, label } = numbered;
  const superseded = page.state === 'superseded';
  return (
    <Stack as="li" gap="1" align="flex-start" width={TILE_SIZE}>
      {/* Grey, not faded: a faded tile would take its text below readable contrast. */}
      <Box filter={superseded ? 'grayscale(100%)' : undefined}>
        {page.has_thumbnail ? <PageThumbnail leadId={leadId} page={page} label={label} /> : <PageFileCard page={page} label={label} />}
      </Box>
      {superseded ? (
        <Badge colorPalette="gray" variant="outline" size="sm">
          {t('page.superseded')}
        </Badge>
      ) : null}
      {page.can_remove && onRemove ? (
        <Box>
          <Button size="xs" variant="outline" colorPalette="red" aria-label={t('page.removeLabel', { label })} onClick={() => onRemove(numbered)}>
            {t('page.remove')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
