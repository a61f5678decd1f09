import type { GrievanceOfficer } from 'shared-contracts';
import { Link, Text, telHref } from 'shared-ui/sign-in';
import { runtimeConfigJson } from '../startup/runtimeConfigMeta';
import { useRich } from '../../sign-in/i18n';

/**
 * At build time (the pre-rendered /login) no deployment's values exist: the markup carries these
 * placeholders, which the static server fills in every document it serves
 * (scripts/lib/runtime-config.cjs), so it matches what the page renders from the runtime config.
 */
const BUILD_TIME_PLACEHOLDERS = { name: '%%GRIEVANCE_OFFICER_NAME%%', email: '%%GRIEVANCE_OFFICER_EMAIL%%', phone: '%%GRIEVANCE_OFFICER_PHONE%%' };
const BUILD_TIME_TEL = 'tel:%%GRIEVANCE_OFFICER_TEL%%';

function grievanceOfficerOfPage(): { officer: GrievanceOfficer; tel: string } | null {
  if (typeof document === 'undefined') return { officer: BUILD_TIME_PLACEHOLDERS, tel: BUILD_TIME_TEL };
  const officer = (runtimeConfigJson() as { grievanceOfficer?: Partial<Record<keyof GrievanceOfficer, unknown>> } | undefined)?.grievanceOfficer;
  const { name, email, phone } = officer ?? {};
  if (typeof name !== 'string' || typeof email !== 'string' || typeof phone !== 'string') return null;
  return { officer: { name, email, phone }, tel: telHref(phone) };
}

/** The sign-in pages' footer: the grievance officer for questions or complaints about personal data (DPDP Rules). */
export function PrivacyContact() {
  const rich = useRich();
  const page = grievanceOfficerOfPage();
  if (!page) return null;
  const { officer, tel } = page;
  return (
    <Text as="footer" fontSize="sm" color="gray.600" textAlign="center">
      {rich('privacy.contact', {
        name: officer.name,
        email: (
          <Link href={`mailto:${officer.email}`} color="brand.600">
            {officer.email}
          </Link>
        ),
        phone: (
          <Link href={tel} color="brand.600">
            {officer.phone}
          </Link>
        ),
      })}
    </Text>
  );
}
