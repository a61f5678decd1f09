import { Link as RouterLink } from 'react-router-dom';
import { Link } from 'shared-ui';
import type { TeamRow } from '../model/teamRows';

/** "View leads": Lead Management filtered to this connector. */
export function ViewLeadsLink({ row }: { row: TeamRow }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
      <RouterLink to={row.leadsPath} aria-label={`View leads of ${row.name}`}>
        View leads
      </RouterLink>
    </Link>
  );
}
