import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { GrievanceOfficer } from 'shared-contracts';

import { telHref } from '../format/tel';

/**
 * The grievance officer's name, e-mail and phone, with links, in the privacy notice (shared-ui/widgets).
 * The sign-in pages' footer and My Profile write the same line with the base entry's Link and Text:
 * their first screen does not load the widgets.
 */
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

