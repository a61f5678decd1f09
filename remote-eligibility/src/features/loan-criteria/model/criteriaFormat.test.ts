import { t as commonT } from '../../../common/i18n';
import { t } from '../i18n';
import { CRITERIA_FIELDS } from './criteriaFields';
import { formatFieldValue, formatRange, formatWithUnit } from './criteriaFormat';
import { humanizeEnumValue, LAP_PROPERTY_TYPE_OPTIONS, LOCATION_OPTIONS, optionLabel } from '../../../common/model/loanOptions';

const lapFields = CRITERIA_FIELDS['loan-against-property-criteria'];

describe('criteria value formatting', () => {
  it('writes counts with a singular or plural unit word', () => {
    expect(formatWithUnit(1, 'months', t)).toBe('1 month');
    expect(formatWithUnit(36, 'months', t)).toBe('36 months');
    expect(formatWithUnit(0, 'years', t)).toBe('0 years');
    expect(formatWithUnit(1, 'years', t)).toBe('1 year');
  });

  it('writes money in rupees with Indian grouping and percentages with up to two decimals', () => {
    expect(formatWithUnit(2500000, 'rupees', t)).toBe('₹25,00,000');
    expect(formatWithUnit(10.25, 'percent', t)).toBe('10.25%');
    expect(formatWithUnit(12, 'percent', t)).toBe('12%');
    expect(formatWithUnit(1234, undefined, t)).toBe('1,234');
  });

  it('writes a count unit once after a range and marks money on both ends', () => {
    expect(formatRange(21, 60, 'years', t)).toBe('21 - 60 years');
    expect(formatRange(50000, 1500000, 'rupees', t)).toBe('₹50,000 - ₹15,00,000');
    expect(formatRange(9.5, 14, 'percent', t)).toBe('9.5% - 14%');
  });

  it('formats field values from their definitions', () => {
    expect(formatFieldValue(lapFields.low_ltv_loan_amount, null, t, commonT)).toBe('Not set');
    expect(formatFieldValue(lapFields.low_ltv_loan_amount, 1500000, t, commonT)).toBe('₹15,00,000');
    expect(formatFieldValue(lapFields.plan_approval_mandatory, true, t, commonT)).toBe('Yes');
    expect(formatFieldValue(lapFields.allow_village_property, false, t, commonT)).toBe('No');
    expect(formatFieldValue(lapFields.property_types, ['INDEPENDENT', 'SHOP'], t, commonT)).toBe('Independent, Shop');
    expect(formatFieldValue(lapFields.legal_requirements, [], t, commonT)).toBe('None');
    expect(formatFieldValue(lapFields.min_rtr_ratio, 1.5, t, commonT)).toBe('1.5');
  });

  it('shows option values readably, falling back to the words of an unknown value', () => {
    expect(optionLabel(LOCATION_OPTIONS, 'SEMI_URBAN', commonT)).toBe('Semi Urban');
    expect(optionLabel(LAP_PROPERTY_TYPE_OPTIONS, 'COMMERCIAL', commonT)).toBe('Commercial');
    expect(optionLabel(LOCATION_OPTIONS, 'TIER_TWO_CITY', commonT)).toBe('Tier Two City');
    expect(humanizeEnumValue('PRIVATE_LIMITED')).toBe('Private Limited');
  });
});
