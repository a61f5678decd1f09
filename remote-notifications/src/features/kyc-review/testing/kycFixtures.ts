import type { KycStatusCounts, KycSubmission, KycSubmissionStatus } from 'shared-contracts';
import { pageOf } from '../../../common/testing/pages';
import type { KycSubmissionList } from '../api/kycSubmissions';

/** KYC submissions shaped like the API's demo data (docs/demo-data.md), for this feature's tests. */
const KINDS = ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'] as const;

/** The reviewer as the API answers it: the employee id in `reviewed_by`, the name in `reviewer`. */
const ANJALI = { reviewed_by: 'AD3001', reviewer: { employee_id: 'AD3001', username: 'Anjali Desai' } };
const RAJESH = { reviewed_by: 'DR4001', reviewer: { employee_id: 'DR4001', username: 'Rajesh Kapoor' } };

const UPLOADED_MASKED = { method: 'uploaded_masked' as const, masked_at: '2026-11-02T11:40:00+05:30', masked_by: ANJALI.reviewer };

/** A copy of a pending submission with both Aadhaar sides masked (boxes on the front, confirmed on the back). */
export function masked(pending: KycSubmission): KycSubmission {
  return {
    ...pending,
    documents: pending.documents.map((document) =>
      document.kind === 'aadhar_front'
        ? { ...document, content_type: 'image/jpeg', masking: { method: 'boxes' as const, masked_at: '2026-11-23T08:50:00+05:30', masked_by: RAJESH.reviewer } }
        : document.kind === 'aadhar_back'
          ? { ...document, masking: { method: 'uploaded_masked' as const, masked_at: '2026-11-23T08:55:00+05:30', masked_by: RAJESH.reviewer } }
          : document,
    ),
  };
}

export function documentUrl(id: number, kind: string): string {
  return `/channel_partner/kyc/submissions/${id}/documents/${kind}/`;
}

function submission(
  id: number,
  employee: KycSubmission['employee'],
  status: KycSubmissionStatus,
  extra: Partial<KycSubmission> = {},
): KycSubmission {
  return {
    id,
    status,
    employee,
    // The API lists them in upload order, not necessarily the review order.
    documents: [...KINDS].reverse().map((kind) => ({
      kind,
      url: documentUrl(id, kind),
      content_type: 'image/png',
      size: 2048,
      masking: status === 'approved' && kind.startsWith('aadhar') ? UPLOADED_MASKED : null,
    })),
    rejection_reason: null,
    submitted_at: '2026-11-20T09:15:00+05:30',
    reviewed_at: null,
    reviewed_by: null,
    reviewer: null,
    ...extra,
  };
}

export const sneha = submission(4, { id: 4, employee_id: 'CN1004', username: 'Sneha Iyer' }, 'pending', {
  submitted_at: '2026-11-21T10:30:00+05:30',
});

export const meera = submission(9, { id: 12, employee_id: 'CN1009', username: 'Meera Pillai' }, 'pending', {
  submitted_at: '2026-11-22T16:05:00+05:30',
});

export const rohan = submission(3, { id: 3, employee_id: 'CN1003', username: 'Rohan Verma' }, 'rejected', {
  rejection_reason: 'PAN image is blurred',
  reviewed_at: '2026-11-18T12:00:00+05:30',
  ...ANJALI,
});

export const aarav = submission(1, { id: 1, employee_id: 'CN1001', username: 'Aarav Sharma' }, 'approved', {
  reviewed_at: '2026-11-02T11:45:00+05:30',
  ...ANJALI,
});

export const COUNTS: KycStatusCounts = { pending: 2, approved: 3, rejected: 1 };

export function submissionsPage(results: KycSubmission[], options: { page?: number; count?: number; counts?: KycStatusCounts } = {}): KycSubmissionList {
  return { ...pageOf(results, { page: options.page, count: options.count }), counts: options.counts ?? COUNTS };
}

/** A reviewed copy of a submission, as the API answers after a decision. */
export function decided(pending: KycSubmission, status: 'approved' | 'rejected', reason: string | null = null): KycSubmission {
  return { ...pending, status, rejection_reason: reason, reviewed_at: '2026-11-23T09:00:00+05:30', ...RAJESH };
}

/** Bytes of an image as the document endpoint answers them. */
export function pngBlob(): Blob {
  return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
}
