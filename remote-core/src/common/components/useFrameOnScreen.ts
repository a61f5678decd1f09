import { useEffect, useState } from 'react';
import { afterFrameOnScreen } from 'shared-ui';

/**
 * Whether the frame drawn with the calling component is on screen yet (shared-ui's afterFrameOnScreen:
 * two animation frames after the commit): for a part whose bytes the page's first frame should not
 * wait for or share a phone's connection with (a chart's code, a document page's picture).
 */
export function useFrameOnScreen(): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => afterFrameOnScreen(() => setOnScreen(true)), []);
  return onScreen;
}
