export { formatRupees, toAmount, MISSING_VALUE } from './rupees';
export { formatDate, formatDateTime, toDate, type DateInput } from './dates';
export { formatRelativeTime } from './relative-time';
export { failureLogLine } from './failure-log';
export {
  parseApiError,
  getErrorMessage,
  serverMessage,
  fieldErrors,
  formErrors,
  responseStatus,
  requestReference,
  allFieldMessages,
  DEFAULT_ERROR_MESSAGE,
  NO_RESPONSE_MESSAGE,
  type ApiError,
  type FieldErrors,
  type FieldMessages,
  type FormErrors,
} from './api-errors';
