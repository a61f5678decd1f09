import { filtersFromParams } from '../../lead-management/model/leadFilters';
import {
  approvalsOfMonthLink,
  bankConversionLink,
  changedTodayLink,
  connectorLeadsLink,
  createdSinceLink,
  idleLeadsLink,
  managedLeadLink,
  statusThisMonthLink,
  teamMemberLink,
  territoryConversionLink,
} from './dashboardLinks';

/** The filters Lead Management reads from a link. */
function filtersOf(link: string) {
  const [path, query = ''] = link.split('?');
  expect(path).toBe('/back-office/leads');
  return filtersFromParams(new URLSearchParams(query));
}

describe('dashboard links', () => {
  it("link this month's leads of a status by the day their status was set", () => {
    expect(statusThisMonthLink('processing', '2026-03', '2026-03-15')).toBe('/back-office/leads?status=processing&changed_from=2026-03-01&changed_to=2026-03-15');
    expect(changedTodayLink('2026-03-15')).toBe('/back-office/leads?changed_from=2026-03-15&changed_to=2026-03-15');
  });

  it("link a month's approvals to the whole month, or up to today for the current one", () => {
    expect(approvalsOfMonthLink('2026-02', '2026-03-15')).toBe('/back-office/leads?status=approved&changed_from=2026-02-01&changed_to=2026-02-28');
    expect(approvalsOfMonthLink('2026-03', '2026-03-15')).toBe('/back-office/leads?status=approved&changed_from=2026-03-01&changed_to=2026-03-15');
    expect(filtersOf(approvalsOfMonthLink('2026-03', '2026-03-15', 'CN1001'))).toMatchObject({ connector: 'CN1001', status: 'approved' });
  });

  it('link conversion by bank and territory to the leads created in the twelve months', () => {
    expect(bankConversionLink(3, '2025-04')).toBe('/back-office/leads?bank=3&created_from=2025-04-01');
    expect(territoryConversionLink(12, '2025-04')).toBe('/back-office/leads?created_from=2025-04-01&territory=12');
    expect(filtersOf(territoryConversionLink(12, '2025-04'))).toMatchObject({ territory: '12', createdFrom: '2025-04-01' });
  });

  it("link idle leads, a lead, a connector's leads and a team member", () => {
    expect(idleLeadsLink(14)).toBe('/back-office/leads?idle_days=14');
    expect(managedLeadLink(42)).toBe('/back-office/leads/42');
    expect(connectorLeadsLink('CN1001')).toBe('/back-office/leads?connector=CN1001');
    expect(createdSinceLink('2026-03', '2026-03-15', 'CN1001')).toBe('/back-office/leads?connector=CN1001&created_from=2026-03-01&created_to=2026-03-15');
    expect(teamMemberLink('CN1001')).toBe('/my-team?search=CN1001');
  });
});
