import { Badge } from 'shared-ui';
import { useT } from '../i18n';
import { spokespersonStatusBadge } from '../model/spokespersonStatus';

/** The status as the server sends it ("active"); "unknown" when it sends none. */
export function SpokespersonStatusBadge({ status }: { status: string }) {
  const t = useT();
  const style = spokespersonStatusBadge(status);
  return (
    <Badge variant={style.variant} colorPalette={style.colorPalette} textTransform="capitalize" data-variant={style.variant}>
      {status || t('status.unknown')}
    </Badge>
  );
}
