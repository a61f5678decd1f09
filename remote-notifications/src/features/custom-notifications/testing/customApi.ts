import { mockApi } from 'shared-auth/testing';
import type { CustomNotificationRequest, TeamMember } from 'shared-contracts';

export const CUSTOM_ALERT_PATH = '/notifications/custom-alert/';
export const FEATURE_UPDATE_PATH = '/notifications/feature-update/';
export const DIRECTORY_PATH = '/auth/employee/fetch/';

/** GET /auth/employee/fetch/ for the back office: every active employee (docs/demo-data.md). */
export const DIRECTORY: TeamMember[] = [
  { id: 5, username: 'Vikram Mehta', employee_id: 'RM2001', role: 'rm', email: 'vikram.mehta@connectorportal.in' },
  { id: 1, username: 'Aarav Sharma', employee_id: 'CN1001', role: 'connector', email: 'aarav.sharma@connectorportal.in' },
  { id: 2, username: 'Priya Nair', employee_id: 'CN1002', role: 'connector', email: null },
  { id: 6, username: 'Anjali Desai', employee_id: 'AD3001', role: 'admin', email: 'anjali.desai@connectorportal.in' },
];

/** The custom notification server: the directory, and both send calls answering 201 by default. */
export function serveCustom({ directoryStatus = 200, sent = 12 }: { directoryStatus?: number; sent?: number } = {}) {
  const api = mockApi();
  api.onGet(DIRECTORY_PATH).reply(() => (directoryStatus === 200 ? [200, DIRECTORY] : [directoryStatus]));
  api.onPost(CUSTOM_ALERT_PATH).reply(201, { sent, notification_type: 'custom_alert' });
  api.onPost(FEATURE_UPDATE_PATH).reply(201, { sent, notification_type: 'feature_update' });
  return {
    api,
    /** The sends made: path and parsed body. */
    sends: () =>
      api.history.post.map((request) => ({ url: request.url, body: JSON.parse(request.data ?? '{}') as CustomNotificationRequest })),
  };
}
