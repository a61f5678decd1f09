import { Link, Text } from 'shared-ui/sign-in';
import { useRich } from '../sign-in/i18n';

export const SUPPORT_EMAIL = 'support@connectorportal.in';
export const SUPPORT_PHONE = '1800-266-1001';

/** The support contact line shown on the login family and the KYC screen. */
export function SupportContact() {
  const rich = useRich();
  return (
    <Text fontSize="sm" color="gray.600" textAlign="center">
      {rich('support.line', {
        email: (
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.600">
            {SUPPORT_EMAIL}
          </Link>
        ),
        phone: (
          <Link href={`tel:${SUPPORT_PHONE.replace(/-/g, '')}`} color="brand.600">
            {SUPPORT_PHONE}
          </Link>
        ),
      })}
    </Text>
  );
}
