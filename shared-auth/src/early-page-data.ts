import { takeArrivedEarlyData, type ArrivedEarlyData } from './http/early-responses';
import { authStore, sessionAtom } from './store';

/** useQuery options that start a query with an early answer's data. */
export interface EarlyQueryData<T> {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
}

/**
 * useQuery options for a page's first read (pages.json `firstReads`) whose data is what the page
 * paints largest: when the host's early read of `path` has already answered, the query starts with
 * that data, so the page's first render draws it instead of a spinner followed by a second render a
 * frame later (docs/performance.md, "A page's first read in its first render"). Otherwise the query
 * reads as usual, and its GET is still answered from the early read when that arrives. The data counts
 * as read when the host adopted it, so the query's staleTime applies from then.
 */
export function earlyQueryData<T>(path: string): EarlyQueryData<T> {
  // react-query calls both options once, when it creates the query: they share one take.
  let taken: ArrivedEarlyData | undefined | null = null;
  const take = () => (taken === null ? (taken = takeArrivedEarlyData(path, authStore.get(sessionAtom).accessToken)) : taken);
  return { initialData: () => take()?.data as T | undefined, initialDataUpdatedAt: () => take()?.readAt };
}
