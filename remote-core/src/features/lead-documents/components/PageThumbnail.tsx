import type { LeadDocumentPage } from 'shared-contracts';
import { Center, Image, Spinner, Text } from 'shared-ui';
import { usePageObjectUrl, type LeadDocumentsScope } from '../api/leadDocuments';
import { isPdfPage } from '../model/pageViewer';

// 48 px: enough to tell a payslip from an ID card in a review row (the viewer shows the page); at 64 px the
// first thumbnail was the largest element on a phone's first screen, so the page's largest paint waited
// for the pictures' round trip instead of the lead's facts (docs/lead-documents.md, "The two lead pages on a phone").
const THUMBNAIL_SIZE = '12';

/**
 * A file kind's mark where there is no picture: "PDF", or "IMG" for a photo without a thumbnail.
 * Decorative (hidden from readers) and the same in every language, like a file type's icon.
 */
function FileMark({ mark }: { mark: 'PDF' | 'IMG' }) {
  return (
    <Center boxSize={THUMBNAIL_SIZE} flexShrink={0} borderRadius="md" borderWidth="1px" bg="bg.muted" aria-hidden="true">
      <Text fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wide">
        {mark}
      </Text>
    </Center>
  );
}

/**
 * A page's small picture: the server's thumbnail of a photo (read with the bearer token), or a
 * mark for a PDF. Decorative (empty alt): the page's name is written beside it.
 */
export function PageThumbnail({ scope, leadId, page }: { scope: LeadDocumentsScope; leadId: number; page: LeadDocumentPage }) {
  if (isPdfPage(page)) return <FileMark mark="PDF" />;
  if (!page.has_thumbnail) return <FileMark mark="IMG" />;
  return <ImageThumbnail scope={scope} leadId={leadId} page={page} />;
}

function ImageThumbnail({ scope, leadId, page }: { scope: LeadDocumentsScope; leadId: number; page: LeadDocumentPage }) {
  const { url, failed } = usePageObjectUrl(scope, leadId, page, 'thumbnail');
  if (failed) return <FileMark mark="IMG" />;
  if (!url) {
    return (
      <Center boxSize={THUMBNAIL_SIZE} flexShrink={0} borderRadius="md" borderWidth="1px" bg="bg.muted">
        <Spinner size="sm" color="fg.muted" aria-hidden="true" />
      </Center>
    );
  }
  return <Image src={url} alt="" boxSize={THUMBNAIL_SIZE} flexShrink={0} objectFit="cover" borderRadius="md" borderWidth="1px" />;
}
