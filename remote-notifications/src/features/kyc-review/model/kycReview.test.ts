import { t } from '../i18n';
import { connectorName, emptyMessage, isApiPath, isReviewTab, reasonError, rejectErrors, reviewDocuments, reviewerName, tabLabel } from './kycReview';

function failure(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

describe('tabs', () => {
  it('show their count once known', () => {
    expect(tabLabel(t, 'pending', undefined)).toBe('Pending');
    expect(tabLabel(t, 'pending', { pending: 3, approved: 12, rejected: 0 })).toBe('Pending (3)');
    expect(tabLabel(t, 'rejected', { pending: 3, approved: 12, rejected: 0 })).toBe('Rejected (0)');
    expect(isReviewTab('approved')).toBe(true);
    expect(isReviewTab('all')).toBe(false);
  });

  it('say what is missing when empty, with the search', () => {
    expect(emptyMessage(t, 'pending', '')).toBe('No pending submissions.');
    expect(emptyMessage(t, 'approved', '')).toBe('No approved submissions.');
    expect(emptyMessage(t, 'rejected', 'CN10')).toBe('No rejected submissions match "CN10".');
  });
});

describe('reviewDocuments', () => {
  it('orders the images Aadhaar front, Aadhaar back, PAN front, PAN back, others last', () => {
    const doc = (kind: string) => ({ kind, url: `/docs/${kind}/`, content_type: 'image/png', size: 10, masking: null });
    expect(
      reviewDocuments({ documents: [doc('pan_back'), doc('selfie_photo'), doc('aadhar_back'), doc('pan_front'), doc('aadhar_front')] }).map(
        (document) => document.label,
      ),
    ).toEqual(['Aadhaar front', 'Aadhaar back', 'PAN front', 'PAN back', 'selfie photo']);
  });
});

describe('isApiPath', () => {
  it('accepts only paths on the API, never another origin', () => {
    expect(isApiPath('/channel_partner/kyc/submissions/4/documents/pan_front/')).toBe(true);
    expect(isApiPath('https://elsewhere.example/x.png')).toBe(false);
    expect(isApiPath('//elsewhere.example/x.png')).toBe(false);
    expect(isApiPath('/\\elsewhere.example/x.png')).toBe(false);
    expect(isApiPath('documents/pan_front/')).toBe(false);
  });
});

describe('reject reason', () => {
  it('is required and needs 3 characters once trimmed', () => {
    expect(reasonError(t, '   ')).toBe('Enter the reason for rejecting.');
    expect(reasonError(t, ' ab ')).toBe('The reason needs at least 3 characters.');
    expect(reasonError(t, 'abc')).toBeUndefined();
  });

  it("puts the server's reason message under the field and a detail above the buttons", () => {
    expect(rejectErrors(t, failure(400, { reason: ['Ensure this field has at least 3 characters.'] }))).toEqual({
      reason: 'Ensure this field has at least 3 characters.',
      other: undefined,
    });
    expect(rejectErrors(t, failure(409, { detail: 'This submission was already reviewed.' }))).toEqual({
      reason: undefined,
      other: 'This submission was already reviewed.',
    });
    expect(rejectErrors(t, failure(502))).toEqual({ other: 'Failed to reject KYC' });
  });
});

describe('texts', () => {
  it('name the connector and the decision', () => {
    expect(connectorName({ employee: { id: 4, employee_id: 'CN1004', username: 'Sneha Iyer' } })).toBe('Sneha Iyer (CN1004)');
    expect(t('page.approved', { name: 'Sneha Iyer' })).toBe('KYC approved for Sneha Iyer.');
    expect(t('page.rejected', { name: 'Sneha Iyer' })).toBe('KYC rejected for Sneha Iyer.');
  });

  it('name the reviewer with their employee id; the id alone without a name; N/A before review', () => {
    expect(reviewerName(t, { reviewed_by: 'AD3001', reviewer: { employee_id: 'AD3001', username: 'Anjali Desai' } })).toBe('Anjali Desai (AD3001)');
    expect(reviewerName(t, { reviewed_by: 'AD3001', reviewer: null })).toBe('AD3001');
    expect(reviewerName(t, { reviewed_by: 'AD3001' })).toBe('AD3001');
    expect(reviewerName(t, { reviewed_by: null, reviewer: null })).toBe('N/A');
  });
});
