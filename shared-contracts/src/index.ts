/**
 * The API contract. The API validates with these schemas (and builds its OpenAPI document
 * from them); front ends import this package with `import type` only.
 */
export * from './common';
export * from './auth';
export * from './employees';
export * from './leads';
export * from './criteria';
export * from './catalogue';
export * from './territories';
export * from './back-office';
export * from './eligibility';
export * from './otp';
export * from './notifications';
export * from './start-up';
export * from './document-access';
export * from './consent';
export * from './privacy-requests';
export * from './lead-documents';
export * from './tax-profile';
export * from './dashboards';
