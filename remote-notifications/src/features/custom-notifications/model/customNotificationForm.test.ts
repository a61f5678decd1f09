import { t } from '../i18n';
import { EMPTY_FORM, customPayload, customServerErrors, employeeOptions, isComplete, sendPath, sentToast } from './customNotificationForm';

const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });
const filled = { ...EMPTY_FORM, title: ' Title ', message: ' Line one\nLine **two** ' };

describe('custom notification form', () => {
  it('is complete with a title, a message and, for a role or people, who', () => {
    expect(isComplete(EMPTY_FORM)).toBe(false);
    expect(isComplete({ ...filled, title: '   ' })).toBe(false);
    expect(isComplete({ ...filled, message: '\n' })).toBe(false);
    expect(isComplete(filled)).toBe(true);
    expect(isComplete({ ...filled, audience: 'role' })).toBe(false);
    expect(isComplete({ ...filled, audience: 'role', role: 'admin' })).toBe(true);
    expect(isComplete({ ...filled, audience: 'employees' })).toBe(false);
    expect(isComplete({ ...filled, audience: 'employees', employeeIds: ['CN1001'] })).toBe(true);
  });

  it('builds the body for each audience', () => {
    expect(customPayload({ ...filled, role: 'rm', employeeIds: ['CN1001'] })).toEqual({ title: 'Title', message: 'Line one\nLine **two**', audience: 'everyone' });
    expect(customPayload({ ...filled, audience: 'role', role: 'rm', employeeIds: ['CN1001'] })).toMatchObject({ audience: 'role', role: 'rm' });
    expect(customPayload({ ...filled, audience: 'role', role: 'rm' })).not.toHaveProperty('employee_ids');
    expect(customPayload({ ...filled, audience: 'employees', role: 'rm', employeeIds: ['CN1001', 'RM2001'] })).toEqual({
      title: 'Title',
      message: 'Line one\nLine **two**',
      audience: 'employees',
      employee_ids: ['CN1001', 'RM2001'],
    });
  });

  it('posts each kind to its own call', () => {
    expect(sendPath('custom_alert')).toBe('/notifications/custom-alert/');
    expect(sendPath('feature_update')).toBe('/notifications/feature-update/');
  });

  it('places the server messages', () => {
    expect(customServerErrors(t, answered(400, { title: ['Too long.'], role: ['Choose a role.'], extra: ['Odd.'] }))).toEqual({
      fields: { title: 'Too long.', role: 'Choose a role.' },
      other: 'Odd.',
    });
    expect(customServerErrors(t, answered(400, { employee_ids: ['Unknown: CN9'] })).fields).toEqual({ employeeIds: 'Unknown: CN9' });
    expect(customServerErrors(t, answered(403, { detail: 'Nope' }))).toEqual({ fields: {}, other: 'Only admins and directors can send custom notifications.' });
    expect(customServerErrors(t, answered(500, {}))).toEqual({ fields: {}, other: 'Failed to send the notification' });
    expect(customServerErrors(t, answered(429, { detail: 'Slow down.' }))).toEqual({ fields: {}, other: 'Slow down.' });
  });

  it('toasts how many it reached', () => {
    expect(sentToast(t, { sent: 12, notification_type: 'custom_alert' })).toEqual({ title: 'Custom alert sent', description: 'Sent to 12 employees.', type: 'success' });
    expect(sentToast(t, { sent: 1, notification_type: 'feature_update' })).toMatchObject({ title: 'Feature update sent', description: 'Sent to 1 employee.' });
    expect(sentToast(t, { sent: 0, notification_type: 'custom_alert' }).type).toBe('warning');
  });

  it('lists the directory by name with the role spelled out', () => {
    expect(
      employeeOptions([
        { id: 5, username: 'Vikram Mehta', employee_id: 'RM2001', role: 'rm', email: null },
        { id: 1, username: 'Aarav Sharma', employee_id: 'CN1001', role: 'connector', email: null },
      ]),
    ).toEqual([
      { employeeId: 'CN1001', label: 'Aarav Sharma (CN1001)', role: 'Connector' },
      { employeeId: 'RM2001', label: 'Vikram Mehta (RM2001)', role: 'Relationship Manager' },
    ]);
  });
});
