import { SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** A page's first reads in one request (docs/api.md#start-up). */
export const startUpAccess: AccessTable = {
  'POST /start-up/reads/': {
    expect: SIGNED_IN,
    why: 'Each read it carries applies its own rule and answers its own status inside the 200 (a 403 for a read the caller may not make).',
  },
};
