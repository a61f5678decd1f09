/** The upload limits as the connector's screen states them (from the documents answer's `limits`). */
import type { LeadDocumentContentType, LeadDocumentLimits } from 'shared-contracts';
import { t as catalogueT, type LeadDocumentsT } from '../i18n';

const MEGABYTE = 1024 * 1024;

/** "10 MB", "12.3 MB", "0.4 MB": whole numbers without a decimal, others to one decimal. */
export function formatMegabytes(bytes: number): string {
  const megabytes = Math.max(0, bytes) / MEGABYTE;
  const rounded = Math.round(megabytes * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} MB`;
}

const TYPE_NAMES: Record<LeadDocumentContentType, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};

/** "JPG, PNG or PDF". */
export function contentTypesText(types: readonly LeadDocumentContentType[], t: LeadDocumentsT = catalogueT): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  if (names.length <= 1) return names.join('');
  return t('limits.typesOr', { types: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** "JPG, PNG or PDF · up to 10 MB per file · 50 MB per lead (12.3 MB used)". */
export function limitsText(limits: LeadDocumentLimits, t: LeadDocumentsT = catalogueT): string {
  return [
    contentTypesText(limits.content_types, t),
    t('limits.perFile', { size: formatMegabytes(limits.max_file_bytes) }),
    t('limits.perLead', { size: formatMegabytes(limits.max_lead_bytes), used: formatMegabytes(limits.used_bytes) }),
  ].join(' · ');
}

/** Upload progress in whole percent from axios's progress event; null when the total is unknown. */
export function uploadPercent(event: { loaded: number; total?: number; progress?: number }): number | null {
  const fraction = typeof event.progress === 'number' ? event.progress : event.total ? event.loaded / event.total : null;
  if (fraction === null || !Number.isFinite(fraction)) return null;
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}
