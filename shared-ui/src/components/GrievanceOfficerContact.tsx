import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { GrievanceOfficer } from 'shared-contracts';

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The grievance officer's name, e-mail and phone, with links: in the privacy notice and on My Profile. */
export function GrievanceOfficerContact({ officer }: { officer: GrievanceOfficer }) {
  return (
    <Text>
      {officer.name},{' '}
      <Link href={`mailto:${officer.email}`} color="brand.700" textDecoration="underline">
        {officer.email}
      </Link>
      ,{' '}
      <Link href={telHref(officer.phone)} color="brand.700" textDecoration="underline">
        {officer.phone}
      </Link>
    </Text>
  );
}

