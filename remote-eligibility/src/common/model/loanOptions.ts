import type {
  BUSINESS_TYPES,
  COMPANY_TYPES,
  HOME_PROPERTY_TYPES,
  LAP_PROPERTY_TYPES,
  Location,
} from 'shared-contracts';

/**
 * Option lists of loan criteria and eligibility applications (spec back-office §3), with the text
 * shown for each value; both the Loan Criteria and the Eligibility Check pages use them.
 * Defined here as values because front ends take only types from shared-contracts; each list is
 * written as a Record over the contract's union, so the compiler rejects a missing or unknown value.
 */
export interface Option<T extends string> {
  value: T;
  label: string;
}

// Type queries on the contract's option arrays: erased at build time, like every contract import.
export type CompanyType = (typeof COMPANY_TYPES)[number];
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type HomePropertyType = (typeof HOME_PROPERTY_TYPES)[number];
export type LapPropertyType = (typeof LAP_PROPERTY_TYPES)[number];

function toOptions<T extends string>(labels: Record<T, string>): readonly Option<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

export const LOCATION_OPTIONS = toOptions<Location>({
  METRO: 'Metro',
  URBAN: 'Urban',
  SEMI_URBAN: 'Semi Urban',
  RURAL: 'Rural',
});

export const COMPANY_TYPE_OPTIONS = toOptions<CompanyType>({
  PRIVATE_LIMITED: 'Private Limited',
  PUBLIC_LIMITED: 'Public Limited',
  MNC: 'MNC',
  GOVERNMENT: 'Government',
  PSU: 'PSU',
});

export const BUSINESS_TYPE_OPTIONS = toOptions<BusinessType>({
  MANUFACTURING: 'Manufacturing',
  TRADING: 'Trading',
  SERVICES: 'Services',
  RETAIL: 'Retail',
});

const HOME_PROPERTY_TYPE_LABELS: Record<HomePropertyType, string> = {
  APARTMENT: 'Apartment',
  INDEPENDENT: 'Independent',
  VILLA: 'Villa',
  PLOT: 'Plot',
};

export const HOME_PROPERTY_TYPE_OPTIONS = toOptions<HomePropertyType>(HOME_PROPERTY_TYPE_LABELS);

export const LAP_PROPERTY_TYPE_OPTIONS = toOptions<LapPropertyType>({
  ...HOME_PROPERTY_TYPE_LABELS,
  COMMERCIAL: 'Commercial',
  SHOP: 'Shop',
});

/** ITR and GST years: 0 to 3 (spec back-office §9). */
export const FILING_YEAR_CHOICES = [0, 1, 2, 3] as const;

/** "SEMI_URBAN" -> "Semi Urban": the fallback for a value missing from an option list. */
export function humanizeEnumValue(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

export function optionLabel<T extends string>(options: readonly Option<T>[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? humanizeEnumValue(value);
}
