export { formatRupees, toAmount, MISSING_VALUE } from './rupees';
export { formatDate, formatDateTime, toDate, type DateInput } from './dates';
export { formatRelativeTime } from './relative-time';
export { getErrorMessage, NO_RESPONSE_MESSAGE } from './errors';
