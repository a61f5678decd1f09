export { ServerUnreachableBanner } from './ServerUnreachableBanner';
export { ServerUnreachableScreen } from './ServerUnreachableScreen';
export { UNREACHABLE_TITLE, UNREACHABLE_TEXT } from './ServerUnreachableNotice';
export { useServerUnreachable, AUTO_RETRY_MS } from './useServerUnreachable';
