import { Badge } from 'shared-ui';
import { spokespersonStatusBadge } from '../model/spokespersonStatus';

export function SpokespersonStatusBadge({ status }: { status: string }) {
  const style = spokespersonStatusBadge(status);
  return (
    <Badge variant={style.variant} colorPalette={style.colorPalette} textTransform="capitalize" data-variant={style.variant}>
      {status || 'unknown'}
    </Badge>
  );
}
