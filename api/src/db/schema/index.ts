export * from './people';
export * from './catalogue';
export * from './leads';
export * from './kyc';
export * from './criteria';
export * from './notifications';
export * from './auth';
export * from './audit';
