import type {
  BUSINESS_TYPES,
  COMPANY_TYPES,
  HOME_PROPERTY_TYPES,
  LAP_PROPERTY_TYPES,
  Location,
} from 'shared-contracts';
import type { MessageValues } from 'shared-ui/i18n';
import type { CommonMessageId, CommonT } from '../i18n';

/**
 * Option lists of loan criteria and eligibility applications (spec back-office §3), with the id of
 * the text shown for each value in common/i18n (translated at render with `shownOptions` /
 * `optionLabel`); both the Loan Criteria and the Eligibility Check pages use them.
 * Defined here as values because front ends take only types from shared-contracts; each list is
 * written as a Record over the contract's union, so the compiler rejects a missing or unknown value.
 */
export interface Option<T extends string> {
  value: T;
  /** The id of the option's text in common/i18n. */
  label: CommonMessageId;
  /** The values of the text's placeholders ("{count, plural, ...}" of the ITR / GST years). */
  values?: MessageValues;
}

/** An option with its text in the current language, as selects and menus show it. */
export interface ShownOption<T extends string> {
  value: T;
  label: string;
}

// Type queries on the contract's option arrays: erased at build time, like every contract import.
export type CompanyType = (typeof COMPANY_TYPES)[number];
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type HomePropertyType = (typeof HOME_PROPERTY_TYPES)[number];
export type LapPropertyType = (typeof LAP_PROPERTY_TYPES)[number];

function toOptions<T extends string>(labels: Record<T, CommonMessageId>): readonly Option<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

export const LOCATION_OPTIONS = toOptions<Location>({
  METRO: 'location.metro',
  URBAN: 'location.urban',
  SEMI_URBAN: 'location.semiUrban',
  RURAL: 'location.rural',
});

export const COMPANY_TYPE_OPTIONS = toOptions<CompanyType>({
  PRIVATE_LIMITED: 'companyType.privateLimited',
  PUBLIC_LIMITED: 'companyType.publicLimited',
  MNC: 'companyType.mnc',
  GOVERNMENT: 'companyType.government',
  PSU: 'companyType.psu',
});

export const BUSINESS_TYPE_OPTIONS = toOptions<BusinessType>({
  MANUFACTURING: 'businessType.manufacturing',
  TRADING: 'businessType.trading',
  SERVICES: 'businessType.services',
  RETAIL: 'businessType.retail',
});

const HOME_PROPERTY_TYPE_LABELS: Record<HomePropertyType, CommonMessageId> = {
  APARTMENT: 'propertyType.apartment',
  INDEPENDENT: 'propertyType.independent',
  VILLA: 'propertyType.villa',
  PLOT: 'propertyType.plot',
};

export const HOME_PROPERTY_TYPE_OPTIONS = toOptions<HomePropertyType>(HOME_PROPERTY_TYPE_LABELS);

export const LAP_PROPERTY_TYPE_OPTIONS = toOptions<LapPropertyType>({
  ...HOME_PROPERTY_TYPE_LABELS,
  COMMERCIAL: 'propertyType.commercial',
  SHOP: 'propertyType.shop',
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

/** An option's text in the current language. */
export function shownLabel(option: Option<string>, t: CommonT): string {
  return t(option.label, option.values);
}

/** The options with their texts in the current language (for a select or a menu). */
export function shownOptions<T extends string>(options: readonly Option<T>[], t: CommonT): ShownOption<T>[] {
  return options.map((option) => ({ value: option.value, label: shownLabel(option, t) }));
}

export function optionLabel<T extends string>(options: readonly Option<T>[], value: string, t: CommonT): string {
  const option = options.find((candidate) => candidate.value === value);
  return option ? shownLabel(option, t) : humanizeEnumValue(value);
}
