/** A route's id parameter (`/bank/:bankId`) as a positive integer, or null when it is not one. */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
