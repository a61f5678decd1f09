import { useState, type FormEvent } from 'react';
import type { KycDocument } from 'shared-contracts';
import { uploadKycDocuments, type KycDocumentFiles } from 'shared-auth';
import { Box, Button, formErrors, SimpleGrid, Stack, Text } from 'shared-ui';
import { Progress } from 'shared-ui/widgets';
import { useT } from '../../i18n';
import { DocumentSlot } from './DocumentSlot';
import { isImageFile, KYC_SLOTS, missingDocumentLabels, missingDocumentsMessage, type SelectedDocuments } from './kycDocuments';

type UploadPhase = 'editing' | 'uploading' | 'submitted';

/** The form's message line, made in the page's language when shown (the server's words as received). */
type FormMessage = () => string;

/** The four slots, the validation messages, the progress bar and the submit button. */
export function KycUploadForm({ onSubmitted }: { onSubmitted: () => void }) {
  const t = useT();
  const [files, setFiles] = useState<SelectedDocuments>({});
  const [phase, setPhase] = useState<UploadPhase>('editing');
  const [progress, setProgress] = useState(0);
  const [error, setErrorMessage] = useState<FormMessage | null>(null);
  const setError = (message: FormMessage | null) => setErrorMessage(() => message);
  // The server's refusal of one image (too large, unreadable), shown at its slot until it is replaced.
  const [slotErrors, setSlotErrors] = useState<Partial<Record<KycDocument, string>>>({});
  const locked = phase !== 'editing';

  const select = (key: KycDocument, file: File) => {
    if (!isImageFile(file)) {
      setError(() => t('kyc.onlyImages'));
      return;
    }
    setError(null);
    setSlotErrors(({ [key]: _replaced, ...rest }) => rest);
    setFiles((current) => ({ ...current, [key]: file }));
  };

  const remove = (key: KycDocument) => {
    setFiles(({ [key]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    const missing = missingDocumentLabels(files);
    if (missing.length > 0) {
      setError(() => missingDocumentsMessage(t, missing));
      return;
    }
    setError(null);
    setProgress(0);
    setPhase('uploading');
    try {
      await uploadKycDocuments(files as KycDocumentFiles, setProgress);
      setProgress(100);
      setPhase('submitted');
      onSubmitted();
    } catch (failure) {
      // Spec: the server's detail, else the generic text (also when no answer came). A refusal of
      // one image names its slot: its message goes under that slot and, for screen readers, in the alert.
      const { fields, other } = formErrors(failure, KYC_SLOTS.map(({ key }) => key));
      const refusedSlots = KYC_SLOTS.filter(({ key }) => fields[key]);
      setSlotErrors(fields);
      setError(() =>
        other ?? (refusedSlots.length > 0 ? refusedSlots.map(({ key, labelId }) => `${t(labelId)}: ${fields[key]}`).join(' ') : t('kyc.uploadFailed')),
      );
      setPhase('editing');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {KYC_SLOTS.map(({ key, labelId }) => (
            <DocumentSlot
              key={key}
              label={t(labelId)}
              file={files[key]}
              error={slotErrors[key]}
              disabled={locked}
              onSelect={(file) => select(key, file)}
              onRemove={() => remove(key)}
            />
          ))}
        </SimpleGrid>

        {error && (
          <Text color="red.600" role="alert">
            {error()}
          </Text>
        )}

        {phase === 'uploading' && (
          <Progress.Root value={progress} max={100} colorPalette="brand" size="sm" aria-label={t('kyc.uploadProgress')}>
            <Progress.Label>{t('kyc.uploadingPercent', { progress })}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}

        <Button
          type="submit"
          colorPalette={phase === 'submitted' ? 'green' : 'brand'}
          size="lg"
          disabled={locked}
        >
          {t(phase === 'uploading' ? 'kyc.uploading' : phase === 'submitted' ? 'kyc.submitted' : 'kyc.submit')}
        </Button>

        <Box as="ul" fontSize="sm" color="gray.600" ps="5" listStyleType="disc">
          <li>{t('kyc.noteLegible')}</li>
          <li>{t('kyc.noteMaxSize')}</li>
          <li>{t('kyc.noteFormats')}</li>
        </Box>
      </Stack>
    </form>
  );
}
