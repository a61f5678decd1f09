import { Link as RouterLink } from 'react-router-dom';
import { Link } from 'shared-ui';
import type { TeamRow } from '../model/teamRows';
import { useT } from '../i18n';

/** "View leads": Lead Management filtered to this connector. */
export function ViewLeadsLink({ row }: { row: TeamRow }) {
  const t = useT();
  return (
    <Link asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
      <RouterLink to={row.leadsPath} aria-label={t('viewLeads.label', { name: row.name })}>
        {t('viewLeads.text')}
      </RouterLink>
    </Link>
  );
}
