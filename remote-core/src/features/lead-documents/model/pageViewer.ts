/** What the page viewer shows: which page, how large, which way up (docs/lead-documents.md, "Reviewing documents"). */
import type { LeadDocumentPage } from 'shared-contracts';
import { t as catalogueT, type LeadDocumentsT } from '../i18n';

/**
 * Zoom is relative to "fit" (1: the whole page fits the stage). Below fit is for a page that is
 * mostly margin; above it for reading small print on a phone photo.
 */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const FIT_ZOOM = 1;

export function zoomIn(zoom: number): number {
  return ZOOM_LEVELS.find((level) => level > zoom) ?? ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom) ?? ZOOM_LEVELS[0];
}

export const canZoomIn = (zoom: number) => zoom < ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
export const canZoomOut = (zoom: number) => zoom > ZOOM_LEVELS[0];

/** "Fit", or "150% of fit". */
export function zoomLabel(zoom: number, t: LeadDocumentsT = catalogueT): string {
  return zoom === FIT_ZOOM ? t('viewer.zoomFit') : t('viewer.zoomPercent', { percent: Math.round(zoom * 100) });
}

/** Quarter turns clockwise: 0, 90, 180, 270. */
export type Rotation = 0 | 90 | 180 | 270;

export function rotateClockwise(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

/** "Page 2 of 5": a page of the document (one uploaded file). */
export function pageOfDocumentLabel(index: number, count: number, t: LeadDocumentsT = catalogueT): string {
  return t('viewer.pageOf', { number: index + 1, count });
}

/** "PDF page 3 of 20": a page inside one uploaded PDF. */
export function pdfPageLabel(pageNumber: number, pageCount: number, t: LeadDocumentsT = catalogueT): string {
  return t('pdf.pageOf', { number: pageNumber, count: pageCount });
}

export function isPdfPage(page: Pick<LeadDocumentPage, 'content_type'>): boolean {
  return page.content_type === 'application/pdf';
}

/**
 * The file's name as the uploader's device knew it, else "Page 2". `t` defaults to the catalogue's
 * (the language of the moment) for other features that call it.
 */
export function pageName(page: Pick<LeadDocumentPage, 'file_name'>, index: number, t: LeadDocumentsT = catalogueT): string {
  return page.file_name?.trim() || t('viewer.pageNamed', { number: index + 1 });
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a page is drawn at (CSS pixels, before rotation) for a stage of `stage` size: the scale
 * that fits the turned page inside the stage, times the zoom. A quarter turn swaps the page's sides.
 */
export function displaySize(natural: Size, stage: Size, zoom: number, rotation: Rotation): Size {
  const turned = rotation === 90 || rotation === 270;
  const width = turned ? natural.height : natural.width;
  const height = turned ? natural.width : natural.height;
  if (width <= 0 || height <= 0 || stage.width <= 0 || stage.height <= 0) return { width: 0, height: 0 };
  const fit = Math.min(stage.width / width, stage.height / height);
  return { width: Math.round(natural.width * fit * zoom), height: Math.round(natural.height * fit * zoom) };
}

/** The box a drawn page takes on the stage once turned. */
export function turnedBox(size: Size, rotation: Rotation): Size {
  return rotation === 90 || rotation === 270 ? { width: size.height, height: size.width } : size;
}
