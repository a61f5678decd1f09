/** The zoom of a KYC image: fixed steps from half size to four times, starting at 100%. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const DEFAULT_ZOOM = 1;

export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** The next step up (stays at the largest). */
export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom) ?? MAX_ZOOM;
}

/** The next step down (stays at the smallest). */
export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom) ?? MIN_ZOOM;
}

/** "150%". */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}
