import { Box } from 'shared-ui';
import { ServerUnreachableNotice } from './ServerUnreachableNotice';
import { useServerUnreachable } from './useServerUnreachable';

/** Above the page inside the shell, only while the API cannot be reached. */
export function ServerUnreachableBanner() {
  const { unreachable, retrying, retry } = useServerUnreachable();
  if (!unreachable) return null;
  return (
    <Box mb="4">
      <ServerUnreachableNotice onRetry={retry} retrying={retrying} />
    </Box>
  );
}
