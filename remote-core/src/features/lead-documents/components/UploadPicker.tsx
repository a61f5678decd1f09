import { useRef, type ChangeEvent } from 'react';
import { Button, Flex } from 'shared-ui';
import { useT } from '../i18n';

/** What the camera input asks for: the phone's back camera, any image type the camera makes. */
export const CAMERA_ACCEPT = 'image/*';
/** What the file input offers: the types the server stores. */
export const FILES_ACCEPT = 'image/jpeg,image/png,application/pdf';

/**
 * The two ways to add pages to a document, phone first: Take photo opens the camera (on a desktop,
 * a file chooser for images), Choose files picks several photos or PDFs; each file becomes a page.
 * The native inputs stay hidden behind the kit's buttons, which carry the focus ring and the names.
 */
export function UploadPicker({ documentName, onFiles }: { documentName: string; onFiles: (files: File[]) => void }) {
  const t = useT();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after removing its page) is a change too.
    event.target.value = '';
    onFiles(chosen);
  };
  return (
    <Flex gap="2" wrap="wrap">
      <Button size="sm" colorPalette="brand" aria-label={t('upload.takePhotoFor', { document: documentName })} onClick={() => camera.current?.click()}>
        {t('upload.takePhoto')}
      </Button>
      <Button size="sm" variant="outline" aria-label={t('upload.chooseFilesFor', { document: documentName })} onClick={() => files.current?.click()}>
        {t('upload.chooseFiles')}
      </Button>
      <input ref={camera} type="file" accept={CAMERA_ACCEPT} capture="environment" hidden tabIndex={-1} aria-label={t('upload.cameraInput', { document: documentName })} onChange={take} />
      <input ref={files} type="file" accept={FILES_ACCEPT} multiple hidden tabIndex={-1} aria-label={t('upload.filesInput', { document: documentName })} onChange={take} />
    </Flex>
  );
}
