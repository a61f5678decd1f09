import { formatNumber, formatRupees } from 'shared-ui';
import type { CommonT } from '../../../common/i18n';
import type { LoanCriteriaMessageId, LoanCriteriaT } from '../i18n';
import type { CriteriaField, FieldUnit } from './criteriaFields';
import { optionLabel } from '../../../common/model/loanOptions';

/** Text shown for an optional value that has not been set (spec: the low-LTV threshold). */
export const NOT_SET: LoanCriteriaMessageId = 'values.notSet';

/** A rate, tenure or plain value: Indian grouping, up to two decimals ("10.5"). */
const plainNumber = (value: number) => formatNumber(value, 2);

const UNIT_WORDS: Record<'months' | 'years' | 'ft', LoanCriteriaMessageId> = {
  months: 'units.months',
  years: 'units.years',
  ft: 'units.ft',
};

/** A number in its unit: ₹25,00,000 · 10.5% · 20 ft · 1 month · 36 months · 750. */
export function formatWithUnit(value: number, unit: FieldUnit | undefined, t: LoanCriteriaT): string {
  switch (unit) {
    case 'rupees':
      return formatRupees(value);
    case 'percent':
      return `${plainNumber(value)}%`;
    case 'ft':
    case 'months':
    case 'years':
      return t(UNIT_WORDS[unit], { value: plainNumber(value), count: value });
    default:
      return plainNumber(value);
  }
}

/**
 * "21 - 60 years", "12 - 60 months", "₹50,000 - ₹25,00,000", "10.5% - 18%": a count unit is
 * written once after the range; money and percentages mark both ends.
 */
export function formatRange(min: number, max: number, unit: FieldUnit | undefined, t: LoanCriteriaT): string {
  if (unit === 'months' || unit === 'years' || unit === 'ft') {
    return `${plainNumber(min)} - ${formatWithUnit(max, unit, t)}`;
  }
  return `${formatWithUnit(min, unit, t)} - ${formatWithUnit(max, unit, t)}`;
}

export function formatYesNo(value: boolean, t: LoanCriteriaT): string {
  return value ? t('values.yes') : t('values.no');
}

/**
 * A field's value as text, following its definition (unit, options, Yes/No, 'Not set'): the
 * feature's words with `t`, the options' with `commonT` (common/i18n).
 */
export function formatFieldValue(field: CriteriaField, value: unknown, t: LoanCriteriaT, commonT: CommonT): string {
  if (value === null || value === undefined) return t(NOT_SET);
  switch (field.type) {
    case 'boolean':
      return formatYesNo(Boolean(value), t);
    case 'integer':
    case 'decimal':
      return Number.isFinite(Number(value)) ? formatWithUnit(Number(value), field.unit, t) : String(value);
    case 'multi-select':
    case 'text-list': {
      if (!Array.isArray(value)) return String(value);
      if (value.length === 0) return t('values.none');
      const texts = value.map((item) => String(item));
      return (field.type === 'multi-select' ? texts.map((item) => optionLabel(field.options, item, commonT)) : texts).join(', ');
    }
    case 'text':
      return String(value);
  }
}
