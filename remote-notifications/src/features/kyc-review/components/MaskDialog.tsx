import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { MaskBox } from 'shared-contracts';
import { Box, Button, HStack, Stack, Text, chakra, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog } from 'shared-ui/widgets';
import { useMaskAadhaar } from '../api/kycMask';
import type { ReviewDocument } from '../model/kycReview';
import {
  CENTRED_BOX,
  MAX_BOXES,
  boxAfterKey,
  boxFromDrag,
  describeBox,
  isBigEnough,
  type Point,
} from '../model/maskBoxes';
import { useT } from '../i18n';
import { BlobImage } from './BlobImage';

interface MaskDialogProps {
  open: boolean;
  onClose: () => void;
  submissionId: number;
  document: ReviewDocument;
  connector: string;
  blob: Blob;
  onImageError: () => void;
}

/** The boxes' positions change with every drag and key press: set through the CSSOM (the CSP allows it), not as new classes. */
const boxStyle = (box: MaskBox) => ({ left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` });

function MaskEditor({ onClose, submissionId, document, connector, blob, onImageError }: Omit<MaskDialogProps, 'open'>) {
  const t = useT();
  const mask = useMaskAadhaar(submissionId, document.kind, document.url);
  const [boxes, setBoxes] = useState<MaskBox[]>([]);
  const [draft, setDraft] = useState<MaskBox>();
  const [announcement, setAnnouncement] = useState('');
  // Once the image is decoded: width over height (the image is then drawn as large as the dialog allows).
  const [decoded, setDecoded] = useState<{ aspect: number | undefined }>();
  const aspect = decoded?.aspect;
  const drag = useRef<Point | undefined>(undefined);
  const boxRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const full = boxes.length >= MAX_BOXES;

  const frameOf = (element: HTMLElement) => element.getBoundingClientRect();

  const startDrawing = (event: PointerEvent<HTMLDivElement>) => {
    // A press on a drawn box is for that box (focus, keys), not the start of a new one.
    if (event.target !== event.currentTarget || full || mask.isPending || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
    setDraft(boxFromDrag(drag.current, drag.current, frameOf(event.currentTarget)));
  };
  const draw = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === undefined) return;
    setDraft(boxFromDrag(drag.current, { x: event.clientX, y: event.clientY }, frameOf(event.currentTarget)));
  };
  const finishDrawing = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start === undefined) return;
    drag.current = undefined;
    setDraft(undefined);
    const box = boxFromDrag(start, { x: event.clientX, y: event.clientY }, frameOf(event.currentTarget));
    if (!isBigEnough(box)) return;
    setBoxes((current) => [...current, box]);
    setAnnouncement(t('mask.added', { box: describeBox(t, box, boxes.length) }));
  };
  const cancelDrawing = () => {
    drag.current = undefined;
    setDraft(undefined);
  };

  const addBox = () => {
    const index = boxes.length;
    setBoxes((current) => [...current, CENTRED_BOX]);
    setAnnouncement(t('mask.addedInMiddle', { number: index + 1 }));
    // Focus the new box once it is drawn, so the arrow keys work at once.
    requestAnimationFrame(() => boxRefs.current[index]?.focus());
  };
  const removeBox = (index: number) => {
    setBoxes((current) => current.filter((_, at) => at !== index));
    setAnnouncement(t('mask.removed', { number: index + 1 }));
  };
  const onBoxKey = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const box = boxes[index];
    if (box === undefined) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeBox(index);
      return;
    }
    const next = boxAfterKey(box, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    setBoxes((current) => current.map((existing, at) => (at === index ? next : existing)));
    setAnnouncement(t(event.shiftKey ? 'mask.resized' : 'mask.moved', { box: describeBox(t, next, index) }));
  };

  return (
    <FormDialog
      title={t('mask.title', { document: document.label })}
      description={t('mask.description')}
      submitLabel={t('mask.save')}
      pendingLabel={t('mask.saving')}
      pending={mask.isPending}
      canSubmit={boxes.length > 0}
      error={mask.isError ? getErrorMessage(mask.error, t('mask.error')) : undefined}
      onSubmit={() => mask.mutate({ boxes }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Text fontSize="sm" id="mask-instructions">
        {t('mask.instructions')}
      </Text>
      <Box textAlign="center">
        <Box
          position="relative"
          display="inline-block"
          maxW="100%"
          verticalAlign="top"
          borderWidth="1px"
          borderColor="border.emphasized"
          // A small photo is enlarged (boxes are easier to draw), never beyond the dialog's width or 55% of
          // the screen's height, and never out of its proportions: the boxes lie over the picture exactly.
          style={aspect === undefined ? undefined : { width: `min(100%, calc(55vh * ${aspect}))` }}
        >
          <BlobImage
            blob={blob}
            alt={t('image.alt', { document: document.label, connector })}
            onError={onImageError}
            onLoad={(image) => setDecoded({ aspect: image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : undefined })}
            maxW="100%"
            maxH="55vh"
            style={aspect === undefined ? undefined : { width: '100%', height: 'auto' }}
          />
          {/* Drawn once the picture has its final size: boxes are fractions of what is on screen. */}
          {decoded === undefined ? null : (
            <Box
              position="absolute"
              inset="0"
              cursor={full ? 'not-allowed' : 'crosshair'}
              touchAction="none"
              data-testid="mask-canvas"
              onPointerDown={startDrawing}
              onPointerMove={draw}
              onPointerUp={finishDrawing}
              onPointerCancel={cancelDrawing}
            >
              {boxes.map((box, index) => (
                <chakra.button
                  // Boxes are only added at the end or removed; the index is their name ("Box 2").
                  key={index}
                  type="button"
                  ref={(node: HTMLButtonElement | null) => {
                    boxRefs.current[index] = node;
                  }}
                  position="absolute"
                  bg="black"
                  cursor="move"
                  focusVisibleRing="outside"
                  focusRingColor="orange.500"
                  focusRingWidth="3px"
                  aria-label={describeBox(t, box, index)}
                  aria-describedby="mask-instructions"
                  onKeyDown={(event) => onBoxKey(index, event)}
                  style={boxStyle(box)}
                />
              ))}
              {draft !== undefined ? <Box position="absolute" bg="black" opacity={0.85} pointerEvents="none" style={boxStyle(draft)} /> : null}
            </Box>
          )}
        </Box>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button type="button" size="sm" variant="outline" onClick={addBox} disabled={full || mask.isPending}>
          {t('mask.addBox')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {full ? t('mask.full', { max: MAX_BOXES }) : boxes.length === 0 ? t('mask.none') : t('mask.count', { count: boxes.length, max: MAX_BOXES })}
        </Text>
      </HStack>
      {boxes.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('mask.boxes')}>
          {boxes.map((box, index) => (
            <HStack as="li" key={index} justify="space-between" gap="2" fontSize="sm">
              <Text>{describeBox(t, box, index)}</Text>
              <Button type="button" size="xs" variant="ghost" colorPalette="red" onClick={() => removeBox(index)} disabled={mask.isPending} aria-label={t('mask.removeLabel', { number: index + 1 })}>
                {t('mask.remove')}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
      <Text srOnly aria-live="polite" data-testid="mask-announcement">
        {announcement}
      </Text>
    </FormDialog>
  );
}

/**
 * Masking one Aadhaar side: the image with the boxes drawn on it as solid black (the preview of what
 * the server burns in), drawn by dragging or with Add box and the arrow keys; Save mask sends them.
 */
export function MaskDialog({ open, onClose, ...editor }: MaskDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size="xl">
      <MaskEditor onClose={onClose} {...editor} />
    </DialogFrame>
  );
}
