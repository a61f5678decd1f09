/**
 * Resolves once the next frame has been produced (at once in a hidden tab, where no frame runs): a
 * callback of the frame after next, since a single requestAnimationFrame runs before its frame's paint.
 *
 * Plain TypeScript with no runtime imports: src/index.ts uses it before the async boundary.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
