/**
 * A count or plain number as the portal writes it in every language: Indian digit grouping, Latin
 * digits ("1,25,000"; with `maximumFractionDigits`, "10.5"). Use it instead of
 * `toLocaleString('en-IN')`, whose first call on a page is a long task on a phone
 * (shared-contracts/indian-numbers).
 */
export { formatIndianNumber as formatNumber } from 'shared-contracts/indian-numbers';
