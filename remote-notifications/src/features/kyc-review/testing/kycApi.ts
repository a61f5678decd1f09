import { mockApi } from 'shared-auth/testing';
import type { KycStatusCounts, KycSubmission } from 'shared-contracts';
import { COUNTS, pngBlob, submissionsPage } from './kycFixtures';

export const LIST_PATH = '/channel_partner/kyc/submissions/';
export const detailPath = (id: number) => `/channel_partner/kyc/submissions/${id}/`;
export const approvePath = (id: number) => `/channel_partner/kyc/submissions/${id}/approve/`;
export const rejectPath = (id: number) => `/channel_partner/kyc/submissions/${id}/reject/`;
export const DOCUMENTS = /\/channel_partner\/kyc\/submissions\/\d+\/documents\/\w+\/$/;

export interface KycServer {
  api: ReturnType<typeof mockApi>;
  /** Replace what the server holds (the next list and detail requests answer from it). */
  set: (submissions: KycSubmission[], counts?: KycStatusCounts) => void;
  /** The list requests sent so far, by their query. */
  listQueries: () => Record<string, string>[];
}

/**
 * A KYC review server over some submissions: the list filters by `status` and answers the counts;
 * the detail answers each submission; every document answers PNG bytes.
 */
export function serveKyc(initial: KycSubmission[], initialCounts: KycStatusCounts = COUNTS): KycServer {
  const api = mockApi();
  let submissions = initial;
  let counts = initialCounts;
  api.onGet(LIST_PATH).reply((config) => {
    const params = (config.params ?? {}) as Record<string, string>;
    const shown = submissions.filter((submission) => submission.status === (params.status ?? submission.status));
    return [200, submissionsPage(shown, { counts })];
  });
  api.onGet(/\/channel_partner\/kyc\/submissions\/\d+\/$/).reply((config) => {
    const id = Number(/submissions\/(\d+)\/$/.exec(config.url ?? '')?.[1]);
    const found = submissions.find((submission) => submission.id === id);
    return found ? [200, found] : [404, { detail: 'KYC submission not found.' }];
  });
  api.onGet(DOCUMENTS).reply(() => [200, pngBlob()]);
  return {
    api,
    set: (next, nextCounts = counts) => {
      submissions = next;
      counts = nextCounts;
    },
    listQueries: () => api.history.get.filter((request) => request.url === LIST_PATH).map((request) => (request.params ?? {}) as Record<string, string>),
  };
}

/**
 * jsdom has no object URLs: for every test of the calling file, URL.createObjectURL answers `blob:kyc-1`,
 * `blob:kyc-2`, ... and URL.revokeObjectURL is a spy (read it through the answer, after the test began).
 */
export function stubObjectUrls(): { revoked: () => jest.SpyInstance } {
  let created: jest.SpyInstance;
  let revoked: jest.SpyInstance;
  beforeEach(() => {
    let next = 0;
    created = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:kyc-${++next}`);
    revoked = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    created.mockRestore();
    revoked.mockRestore();
  });
  return { revoked: () => revoked };
}
