/**
 * The boxes a reviewer draws over an Aadhaar number (docs/document-vault.md#masking-the-aadhaar-number):
 * fractions (0–1) of the image as displayed, which is what the API burns in. Drawing, moving and
 * resizing stay inside the image; a box smaller than the API's minimum is not kept.
 */
import type { AadhaarSide, KycSubmission, MASK_BOX_LIMITS, MaskBox } from 'shared-contracts';
import type { KycReviewT } from '../i18n';

/** The API's limits (shared-contracts' MASK_BOX_LIMITS: the types fail if they drift apart). */
export const MAX_BOXES: (typeof MASK_BOX_LIMITS)['maxBoxes'] = 8;
export const MIN_SIDE: (typeof MASK_BOX_LIMITS)['minSide'] = 0.01;

/** How far an arrow key moves or resizes a box: 1% of the image (10% with Page Up/Down is not offered). */
export const KEY_STEP = 0.01;

/** Where "Add box" puts a box: the middle of the image, about the size of the number on a card. */
export const CENTRED_BOX: MaskBox = { x: 0.3, y: 0.45, width: 0.4, height: 0.1 };

export interface Point {
  x: number;
  y: number;
}

/** The image's box on screen (getBoundingClientRect). */
export interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Rounded to 4 decimals: a tenth of a pixel on a 1,000-pixel image, and no 0.30000000000000004 in a request. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A point on screen as fractions of the image, clamped to it. */
export function toFraction(point: Point, frame: Frame): Point {
  if (frame.width <= 0 || frame.height <= 0) return { x: 0, y: 0 };
  return { x: clamp((point.x - frame.left) / frame.width, 0, 1), y: clamp((point.y - frame.top) / frame.height, 0, 1) };
}

/** The box between where a drag started and where the pointer is now (either corner first), in the image. */
export function boxFromDrag(start: Point, end: Point, frame: Frame): MaskBox {
  const a = toFraction(start, frame);
  const b = toFraction(end, frame);
  return {
    x: round(Math.min(a.x, b.x)),
    y: round(Math.min(a.y, b.y)),
    width: round(Math.abs(a.x - b.x)),
    height: round(Math.abs(a.y - b.y)),
  };
}

/** Whether a drawn box is large enough to keep (a click or a slip draws a tiny one). */
export function isBigEnough(box: MaskBox): boolean {
  return box.width >= MIN_SIDE && box.height >= MIN_SIDE;
}

/** The box moved by (dx, dy), kept inside the image. */
export function moveBox(box: MaskBox, dx: number, dy: number): MaskBox {
  return { ...box, x: round(clamp(box.x + dx, 0, 1 - box.width)), y: round(clamp(box.y + dy, 0, 1 - box.height)) };
}

/** The box grown or shrunk by (dw, dh) from its top-left corner: at least MIN_SIDE, inside the image. */
export function resizeBox(box: MaskBox, dw: number, dh: number): MaskBox {
  return { ...box, width: round(clamp(box.width + dw, MIN_SIDE, 1 - box.x)), height: round(clamp(box.height + dh, MIN_SIDE, 1 - box.y)) };
}

const ARROWS: Record<string, Point> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

/**
 * What an arrow key does to a focused box: moves it, or with Shift resizes it (Right/Down larger,
 * Left/Up smaller). null for any other key.
 */
export function boxAfterKey(box: MaskBox, key: string, shift: boolean): MaskBox | null {
  const arrow = ARROWS[key];
  if (arrow === undefined) return null;
  return shift ? resizeBox(box, arrow.x * KEY_STEP, arrow.y * KEY_STEP) : moveBox(box, arrow.x * KEY_STEP, arrow.y * KEY_STEP);
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** "Box 1: 30% from the left, 45% from the top, 40% wide, 10% high": the box's name and what a screen reader hears. */
export function describeBox(t: KycReviewT, box: MaskBox, index: number): string {
  return t('mask.box', { number: index + 1, x: percent(box.x), y: percent(box.y), width: percent(box.width), height: percent(box.height) });
}

/** Who masked a side, as the thumbnail says it; null while it is unmasked. */
export function maskingLabel(t: KycReviewT, masking: KycSubmission['documents'][number]['masking'] | undefined): string | null {
  if (!masking) return null;
  const who = masking.masked_by?.username ?? t('image.formerEmployee');
  return masking.method === 'boxes' ? t('image.maskedBy', { who }) : t('image.uploadedMasked', { who });
}

const AADHAAR: readonly AadhaarSide[] = ['aadhar_front', 'aadhar_back'];

export function isAadhaarSide(kind: string): kind is AadhaarSide {
  return (AADHAAR as readonly string[]).includes(kind);
}

/** The Aadhaar sides of a submission still unmasked: approval waits until there are none. */
export function unmaskedAadhaarSides(submission: Pick<KycSubmission, 'documents'>): string[] {
  return submission.documents.filter((document) => isAadhaarSide(document.kind) && !document.masking).map((document) => document.kind);
}

