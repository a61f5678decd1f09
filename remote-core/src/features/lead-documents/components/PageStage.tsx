import { useRef, type ReactNode } from 'react';
import { Box, Flex } from 'shared-ui';
import type { Size } from '../model/pageViewer';
import { useStageSize } from './useStageSize';

/** Room kept around the page inside the stage (CSS pixels, each side). */
const STAGE_PADDING_PX = 8;

/**
 * The scrolling area a page is drawn in. It tells its content how much room there is (what "fit"
 * means); a page drawn larger scrolls both ways, centred while it is smaller than the stage.
 */
export function PageStage({ label, children }: { label: string; children: (room: Size) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useStageSize(ref);
  const room = { width: Math.max(0, size.width - 2 * STAGE_PADDING_PX), height: Math.max(0, size.height - 2 * STAGE_PADDING_PX) };
  return (
    <Box ref={ref} role="group" aria-label={label} flex="1" minH="0" overflow="auto" bg="bg.muted" borderRadius="md" borderWidth="1px">
      {/* margin auto on the page (not centring by flex) keeps an oversized page's left and top reachable by scrolling. */}
      <Flex minW="full" minH="full" width="max-content" p={`${STAGE_PADDING_PX}px`}>
        {children(room)}
      </Flex>
    </Box>
  );
}
