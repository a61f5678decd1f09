import { CRITERIA_FIELDS } from './criteriaFields';
import { formatFieldValue, formatRange, formatWithUnit } from './criteriaFormat';
import { humanizeEnumValue, LAP_PROPERTY_TYPE_OPTIONS, LOCATION_OPTIONS, optionLabel } from '../../../common/model/loanOptions';

const lapFields = CRITERIA_FIELDS['loan-against-property-criteria'];

describe('criteria value formatting', () => {
  it('writes counts with a singular or plural unit word', () => {
    expect(formatWithUnit(1, 'months')).toBe('1 month');
    expect(formatWithUnit(36, 'months')).toBe('36 months');
    expect(formatWithUnit(0, 'years')).toBe('0 years');
    expect(formatWithUnit(1, 'years')).toBe('1 year');
  });

  it('writes money in rupees with Indian grouping and percentages with up to two decimals', () => {
    expect(formatWithUnit(2500000, 'rupees')).toBe('₹25,00,000');
    expect(formatWithUnit(10.25, 'percent')).toBe('10.25%');
    expect(formatWithUnit(12, 'percent')).toBe('12%');
    expect(formatWithUnit(1234, undefined)).toBe('1,234');
  });

  it('writes a count unit once after a range and marks money on both ends', () => {
    expect(formatRange(21, 60, 'years')).toBe('21 - 60 years');
    expect(formatRange(50000, 1500000, 'rupees')).toBe('₹50,000 - ₹15,00,000');
    expect(formatRange(9.5, 14, 'percent')).toBe('9.5% - 14%');
  });

  it('formats field values from their definitions', () => {
    expect(formatFieldValue(lapFields.low_ltv_loan_amount, null)).toBe('Not set');
    expect(formatFieldValue(lapFields.low_ltv_loan_amount, 1500000)).toBe('₹15,00,000');
    expect(formatFieldValue(lapFields.plan_approval_mandatory, true)).toBe('Yes');
    expect(formatFieldValue(lapFields.allow_village_property, false)).toBe('No');
    expect(formatFieldValue(lapFields.property_types, ['INDEPENDENT', 'SHOP'])).toBe('Independent, Shop');
    expect(formatFieldValue(lapFields.legal_requirements, [])).toBe('None');
    expect(formatFieldValue(lapFields.min_rtr_ratio, 1.5)).toBe('1.5');
  });

  it('shows option values readably, falling back to the words of an unknown value', () => {
    expect(optionLabel(LOCATION_OPTIONS, 'SEMI_URBAN')).toBe('Semi Urban');
    expect(optionLabel(LAP_PROPERTY_TYPE_OPTIONS, 'COMMERCIAL')).toBe('Commercial');
    expect(optionLabel(LOCATION_OPTIONS, 'TIER_TWO_CITY')).toBe('Tier Two City');
    expect(humanizeEnumValue('PRIVATE_LIMITED')).toBe('Private Limited');
  });
});
