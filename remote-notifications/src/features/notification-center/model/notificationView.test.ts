import { canSendCustom, emptyMessage, leadFacts, leadPath, leadStatusText, markedMessage, pagerSummary, summaryTiles } from './notificationView';
import { notificationTypeLabel, notificationTypeOptions, notificationTypePalette } from './notificationTypes';
import { t } from '../i18n';

describe('notification view', () => {
  it('tiles: Total, Unread, Read from the summary', () => {
    expect(summaryTiles({ total_notifications: 9, active_notifications: 4, read_notifications: 5 }, t)).toEqual([
      { label: 'Total', value: 9 },
      { label: 'Unread', value: 4 },
      { label: 'Read', value: 5 },
    ]);
    expect(summaryTiles(undefined, t).map((tile) => [tile.label, tile.value])).toEqual([
      ['Total', undefined],
      ['Unread', undefined],
      ['Read', undefined],
    ]);
  });

  it('lead facts: rupees in Indian grouping, status with underscores as spaces', () => {
    expect(leadFacts({ customer_name: 'Ravi Kumar', customer_mobile: '9812345678', loan_amount: 1250000, status: 'approved' }, t)).toEqual([
      { label: 'Customer', value: 'Ravi Kumar' },
      { label: 'Mobile', value: '9812345678' },
      { label: 'Loan amount', value: '₹12,50,000' },
      { label: 'Status', value: 'approved', isStatus: true },
    ]);
    expect(leadStatusText('pending_documents_review')).toBe('pending documents review');
    expect(leadPath(12)).toBe('/lead/12');
  });

  it("the pager line's summary is the spec's", () => {
    expect(pagerSummary(45, t)).toBe('45 total leads');
  });

  it('empty lists', () => {
    expect(emptyMessage('unread', false, t)).toBe('No unread notifications. You are all caught up.');
    expect(emptyMessage('all', false, t)).toBe('No notifications yet.');
    expect(emptyMessage('unread', true, t)).toBe('No notifications match these filters.');
  });

  it('Send Custom for admins and directors only', () => {
    expect(canSendCustom('admin')).toBe(true);
    expect(canSendCustom('director')).toBe(true);
    expect(canSendCustom('rm')).toBe(false);
    expect(canSendCustom('connector')).toBe(false);
    expect(canSendCustom(undefined)).toBe(false);
  });

  it('says how many were marked', () => {
    expect(markedMessage(0, t)).toBe('Nothing to mark: those notifications were already read.');
    expect(markedMessage(1, t)).toBe('1 notification marked as read.');
    expect(markedMessage(7, t)).toBe('7 notifications marked as read.');
  });
});

describe('notification types', () => {
  it('reads every type of the contract', () => {
    expect(notificationTypeOptions(t)).toHaveLength(16);
    expect(notificationTypeLabel('lead_status', t)).toBe('Lead Status');
    expect(notificationTypeLabel('rm_assign', t)).toBe('RM Assignment');
    expect(notificationTypeLabel('dob_anniversary', t)).toBe('Birthday / Anniversary');
    expect(notificationTypeOptions(t).every((option) => !option.label.includes('_'))).toBe(true);
  });

  it('reads an unknown type with spaces, in gray', () => {
    expect(notificationTypeLabel('new_kind_of_thing', t)).toBe('new kind of thing');
    expect(notificationTypePalette('new_kind_of_thing')).toBe('gray');
    expect(notificationTypePalette('escalation_notification')).toBe('red');
  });
});
