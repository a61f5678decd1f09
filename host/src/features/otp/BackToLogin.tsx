import { Link as RouterLink } from 'react-router-dom';
import { Link, Text } from 'shared-ui';
import { useT } from '../../i18n';
import { LOGIN_PATH } from '../../paths';

/** The way back to the password sign-in, on both one-time-code pages. */
export function BackToLogin() {
  const t = useT();
  return (
    <Text textAlign="center" fontSize="sm">
      <Link asChild color="brand.600" fontWeight="medium">
        <RouterLink to={LOGIN_PATH}>{t('otp.backToLogin')}</RouterLink>
      </Link>
    </Text>
  );
}
