import { kycStateLabel, kycStatePalette } from './kycState';

describe('KYC state', () => {
  it('reads as words with a colour per state', () => {
    expect(kycStateLabel('not_submitted')).toBe('Not submitted');
    expect(kycStateLabel('pending')).toBe('Pending review');
    expect(kycStateLabel('rejected')).toBe('Rejected');
    expect(kycStateLabel('verified')).toBe('Verified');
    expect(kycStatePalette('verified')).toBe('green');
    expect(kycStatePalette('rejected')).toBe('red');
    expect(kycStatePalette('pending')).toBe('yellow');
    expect(kycStatePalette('not_submitted')).toBe('gray');
  });
});
