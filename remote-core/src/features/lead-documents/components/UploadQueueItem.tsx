import { Button, Flex, Stack, Text } from 'shared-ui';
import { Progress } from 'shared-ui/widgets';
import { useT } from '../i18n';
import { uploadItemStatusText, type UploadItem } from '../model/uploadQueue';

// red.fg (red.700): fg.error is red.500, below 4.5:1 on white for this small text.
const STATUS_COLOR: Partial<Record<UploadItem['status'], string>> = { failed: 'red.fg', refused: 'red.fg' };

/** One chosen file on its way: its name, what is happening to it, the bar while it is sent, and what can be done about a failure. */
export function UploadQueueItem({ item, onRetry, onDismiss }: { item: UploadItem; onRetry: (uploadKey: string) => void; onDismiss: (uploadKey: string) => void }) {
  const t = useT();
  const { status, fileName, uploadKey } = item;
  const canRetry = status === 'failed' || status === 'waiting-for-connection';
  const canDismiss = status === 'failed' || status === 'refused';
  return (
    <Stack as="li" gap="1.5" p="2" borderWidth="1px" borderRadius="md" data-status={status}>
      <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
        {fileName}
      </Text>
      {status === 'uploading' ? (
        <Progress.Root value={item.percent ?? 0} size="sm" colorPalette="brand">
          <Flex justify="space-between" gap="2">
            <Progress.Label fontSize="sm" color="fg.muted">
              {t('upload.uploadingFile', { file: fileName })}
            </Progress.Label>
            <Progress.ValueText fontSize="sm" aria-live="off" />
          </Flex>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : (
        <Text fontSize="sm" color={STATUS_COLOR[status] ?? 'fg.muted'}>
          {uploadItemStatusText(item, t)}
        </Text>
      )}
      {canRetry || canDismiss ? (
        <Flex gap="2" wrap="wrap">
          {canRetry ? (
            <Button size="xs" variant="outline" aria-label={t('upload.retryFile', { file: fileName })} onClick={() => onRetry(uploadKey)}>
              {t('upload.retry')}
            </Button>
          ) : null}
          {canDismiss ? (
            <Button size="xs" variant="ghost" aria-label={t('upload.dismissFile', { file: fileName })} onClick={() => onDismiss(uploadKey)}>
              {t('upload.dismiss')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}

export default UploadQueueItem;
