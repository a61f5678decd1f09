export { ServerUnreachableBanner } from './ServerUnreachableBanner';
export { ServerUnreachableScreen } from './ServerUnreachableScreen';
export { useServerUnreachable, AUTO_RETRY_MS } from './useServerUnreachable';
