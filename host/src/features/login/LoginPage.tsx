import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Field, Flex, formErrors, Heading, IconButton, Input, InputGroup, Link, Stack, Text } from 'shared-ui/sign-in';
import { SupportContact } from '../../components/SupportContact';
import { LANDING_PATH, MOBILE_LOGIN_PATH, PASSWORD_RESET_PATH } from '../../paths';
import { loadSession, useSessionModule } from '../session';
import { useOtpSignInOffered } from './useOtpSignInOffered';
import { EyeIcon, EyeOffIcon } from './icons';
import { LoginLayout } from './LoginLayout';
import { useT } from '../../sign-in/i18n';

/**
 * Spec: the server's message, else "Login failed". A 400 names the field at fault
 * ({"employee_id": ["This field may not be blank."]}); the form shows it in its one message line.
 */
function loginFailureMessage(error: unknown, loginFailed: string): string {
  return formErrors(error, []).other ?? loginFailed;
}

/**
 * The page is pre-rendered at build time (docs/performance.md, "Pre-rendered login page,
 * hydrated"): someone on a slow phone may type into it before React takes it over. Hydration keeps
 * what is in the input but not in the state, and the next render would wipe it; so the state takes
 * over whatever the input already holds.
 */
function useTextTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, setValue: (value: string) => void): void {
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setValue(typed);
  }, [input, setValue]);
}

/**
 * /login: employee ID and password (spec "Login screen"). The form paints before shared-auth has
 * loaded; once it has, a signed-in user is sent on to /dashboard.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const session = useSessionModule();
  const [employeeId, setEmployeeId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const employeeIdInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const otpOffered = useOtpSignInOffered();
  const t = useT();
  useTextTypedBeforeHydration(employeeIdInput, setEmployeeId);
  useTextTypedBeforeHydration(passwordInput, setPassword);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec: submit does nothing unless both fields are non-empty.
    if (loading || employeeId.trim() === '' || password === '') return;
    setLoading(true);
    setError(null);
    try {
      const { signIn } = session ?? (await loadSession());
      await signIn({ employee_id: employeeId.trim(), password });
      navigate(LANDING_PATH, { replace: true });
    } catch (failure) {
      setError(loginFailureMessage(failure, t('login.failed')));
      setLoading(false);
    }
  }

  return (
    <LoginLayout>
      {session && <session.RedirectWhenSignedIn />}
      {/* method="post": a submit the browser makes itself before hydration never puts the password in an address (features/startup/prerenderedPage.ts). */}
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="5">
          <Box>
            <Heading as="h1" size="xl">
              {t('login.title')}
            </Heading>
            <Text color="gray.600" mt="1">
              {t('login.subtitle')}
            </Text>
          </Box>

          <Field.Root>
            <Field.Label>{t('login.employeeId')}</Field.Label>
            <Input
              ref={employeeIdInput}
              name="employee_id"
              autoComplete="username"
              placeholder={t('login.employeeIdPlaceholder')}
              value={employeeId}
              onChange={(e) => setEmployeeId(e.target.value)}
            />
          </Field.Root>

          <Field.Root>
            <Flex justify="space-between" align="baseline" w="full">
              <Field.Label>{t('login.password')}</Field.Label>
              {otpOffered && (
                <Link asChild fontSize="sm" color="brand.600">
                  <RouterLink to={PASSWORD_RESET_PATH}>{t('login.forgotPassword')}</RouterLink>
                </Link>
              )}
            </Flex>
            <InputGroup
              endElement={
                <IconButton
                  type="button"
                  variant="ghost"
                  size="sm"
                  me="-2"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                </IconButton>
              }
            >
              <Input
                ref={passwordInput}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </InputGroup>
          </Field.Root>

          {error && (
            <Text color="red.600" role="alert" fontSize="sm">
              {error}
            </Text>
          )}

          <Button type="submit" colorPalette="brand" size="lg" disabled={loading}>
            {loading ? t('login.signingIn') : t('login.signIn')}
          </Button>

          {otpOffered ? (
            <Button type="button" variant="outline" size="lg" onClick={() => navigate(MOBILE_LOGIN_PATH)}>
              {t('login.mobileNumber')}
            </Button>
          ) : (
            <Text fontSize="sm" color="gray.600">
              {t('login.otpOffHelp')}
            </Text>
          )}

          <SupportContact />
        </Stack>
      </form>
    </LoginLayout>
  );
}
