import { Link, Text } from 'shared-ui';

export const SUPPORT_EMAIL = 'support@connectorportal.in';
export const SUPPORT_PHONE = '1800-266-1001';

/** The support contact line shown on the login family and the KYC screen. */
export function SupportContact() {
  return (
    <Text fontSize="sm" color="gray.600" textAlign="center">
      Need help? Contact support at{' '}
      <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.600">
        {SUPPORT_EMAIL}
      </Link>{' '}
      or call{' '}
      <Link href={`tel:${SUPPORT_PHONE.replace(/-/g, '')}`} color="brand.600">
        {SUPPORT_PHONE}
      </Link>{' '}
      (Mon–Sat, 9:30 AM–6:30 PM).
    </Text>
  );
}
