import { connectorLeadsPath, emptyTeamMessage, teamRow, teamTiles } from './teamRows';
import { kavya } from '../testing/teamFixtures';
import { t } from '../i18n';

describe('My Team figures', () => {
  it('shows the totals as tiles, payouts in rupees', () => {
    expect(teamTiles({ connectors: 4, processing: 7, approved: 12, month_payouts: 125000.5 }, t)).toEqual([
      { label: 'Connectors', value: '4' },
      { label: 'Leads in processing', value: '7' },
      { label: 'Approved leads', value: '12' },
      { label: "This month's payouts", value: '₹1,25,000.50' },
    ]);
  });

  it("links each connector to their leads in Lead Management", () => {
    expect(connectorLeadsPath('CN1005')).toBe('/back-office/leads?connector=CN1005');
    expect(connectorLeadsPath('CN 1&2')).toBe('/back-office/leads?connector=CN%201%262');
    expect(teamRow(kavya)).toMatchObject({ employeeId: 'CN1005', monthPayouts: '₹43,000', total: 6, leadsPath: '/back-office/leads?connector=CN1005' });
  });

  it('says why the list is empty', () => {
    expect(emptyTeamMessage('', t)).toBe('No connectors report to you yet.');
    expect(emptyTeamMessage('Arjun', t)).toBe('No connectors match "Arjun".');
  });
});
