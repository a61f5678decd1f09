import { formatRupees } from 'shared-ui';
import type { CriteriaField, FieldUnit } from './criteriaFields';
import { optionLabel } from '../../../common/model/loanOptions';

/** Text shown for an optional value that has not been set (spec: the low-LTV threshold). */
export const NOT_SET = 'Not set';

const plainNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const UNIT_WORDS: Record<'months' | 'years', [singular: string, plural: string]> = {
  months: ['month', 'months'],
  years: ['year', 'years'],
};

/** A number in its unit: ₹25,00,000 · 10.5% · 20 ft · 1 month · 36 months · 750. */
export function formatWithUnit(value: number, unit: FieldUnit | undefined): string {
  switch (unit) {
    case 'rupees':
      return formatRupees(value);
    case 'percent':
      return `${plainNumber.format(value)}%`;
    case 'ft':
      return `${plainNumber.format(value)} ft`;
    case 'months':
    case 'years': {
      const [singular, plural] = UNIT_WORDS[unit];
      return `${plainNumber.format(value)} ${value === 1 ? singular : plural}`;
    }
    default:
      return plainNumber.format(value);
  }
}

/**
 * "21 - 60 years", "12 - 60 months", "₹50,000 - ₹25,00,000", "10.5% - 18%": a count unit is
 * written once after the range; money and percentages mark both ends.
 */
export function formatRange(min: number, max: number, unit: FieldUnit | undefined): string {
  if (unit === 'months' || unit === 'years' || unit === 'ft') {
    return `${plainNumber.format(min)} - ${formatWithUnit(max, unit)}`;
  }
  return `${formatWithUnit(min, unit)} - ${formatWithUnit(max, unit)}`;
}

export function formatYesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** A field's value as text, following its definition (unit, options, Yes/No, 'Not set'). */
export function formatFieldValue(field: CriteriaField, value: unknown): string {
  if (value === null || value === undefined) return NOT_SET;
  switch (field.type) {
    case 'boolean':
      return formatYesNo(Boolean(value));
    case 'integer':
    case 'decimal':
      return Number.isFinite(Number(value)) ? formatWithUnit(Number(value), field.unit) : String(value);
    case 'multi-select':
    case 'text-list': {
      if (!Array.isArray(value)) return String(value);
      if (value.length === 0) return 'None';
      const texts = value.map((item) => String(item));
      return (field.type === 'multi-select' ? texts.map((item) => optionLabel(field.options, item)) : texts).join(', ');
    }
    case 'text':
      return String(value);
  }
}
