import { mockApi } from 'shared-auth/testing';
import type { Notification, Profile } from 'shared-contracts';
import type { NotificationList } from '../api/notifications';
import { adminProfile, connectorProfile, featureUpdate, idleLead, leadApproved, notificationPage, weeklyReport } from './notificationFixtures';

export const PROFILE_PATH = '/auth/profile/';
export const ACTIVE_PATH = '/notifications/active/';
export const ALL_PATH = '/notifications/';
export const MARK_ALL_PATH = '/notifications/mark-all-read/';
export const markReadPath = (id: number) => `/notifications/${id}/mark-read/`;

export { adminProfile, connectorProfile };

export interface ServeOptions {
  profile?: Profile;
  /** The Unread tab's answer (GET /notifications/active/). */
  unread?: NotificationList;
  /** The All tab's answer (GET /notifications/). */
  all?: NotificationList;
}

export const UNREAD: Notification[] = [leadApproved(), featureUpdate()];
export const EVERYTHING: Notification[] = [leadApproved(), featureUpdate(), weeklyReport(), idleLead()];

/**
 * The Notification Center's server: the signed-in user, both lists (answers may be replaced during
 * a test), and the mark calls answering 200 with new totals.
 */
export function serveNotifications({ profile = connectorProfile, unread = notificationPage(UNREAD), all = notificationPage(EVERYTHING) }: ServeOptions = {}) {
  const api = mockApi();
  /** Answers in effect; a test may replace them (a status other than 200 answers with no body). */
  const current = { unread, all, unreadStatus: 200, allStatus: 200, markStatus: 200, markAllStatus: 200 };
  api.onGet(PROFILE_PATH).reply(200, profile);
  api.onGet(ACTIVE_PATH).reply(() => (current.unreadStatus === 200 ? [200, current.unread] : [current.unreadStatus]));
  api.onGet(ALL_PATH).reply(() => (current.allStatus === 200 ? [200, current.all] : [current.allStatus]));
  const marked = { marked: 1, summary: { total_notifications: 4, active_notifications: 1, read_notifications: 3 } };
  api.onPatch(/\/notifications\/\d+\/mark-read\/$/).reply(() => (current.markStatus === 200 ? [200, marked] : [current.markStatus]));
  api.onPost(MARK_ALL_PATH).reply(() => (current.markAllStatus === 200 ? [200, { ...marked, marked: 2 }] : [current.markAllStatus]));
  const queries = (path: string) =>
    api.history.get.filter((request) => request.url === path).map((request) => (request.params ?? {}) as Record<string, string>);
  return {
    api,
    current,
    /** The query strings sent to a list, in order. */
    queries,
    lastQuery: (path: string) => queries(path).at(-1),
    patches: () => api.history.patch.map((request) => request.url),
    markAllBodies: () => api.history.post.filter((request) => request.url === MARK_ALL_PATH).map((request) => JSON.parse(request.data ?? '{}') as unknown),
  };
}
