import { fetchCsvFile, type CsvFile } from '../../../common/api/csvExport';
import { quarterParam, type TdsQuarter } from '../model/tdsQuarter';

/** GET /leads/payouts/tds-report/?quarter=2026-Q3 : the quarter's TDS on commission per deductee, shaped for Form 26Q. */
export function fetchTdsReport(quarter: TdsQuarter): Promise<CsvFile> {
  return fetchCsvFile(`/leads/payouts/tds-report/?${new URLSearchParams({ quarter: quarterParam(quarter) }).toString()}`);
}
