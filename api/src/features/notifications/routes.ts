import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CustomNotificationRequest,
  CustomNotificationSent,
  DEFAULT_PAGE_SIZE,
  MarkNotificationsRead,
  MAX_PAGE_SIZE,
  Notification,
  NotificationPage,
  NotificationQuery,
  NotificationsMarked,
  type StartUpReadPath,
} from 'shared-contracts';
import { BACK_OFFICE_ROLES } from 'shared-contracts';
import { notFound } from '../../http/errors';
import { pageRequest } from '../../http/paging';
import { DbIdParam, dbId, errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { sendPageJson } from '../lead-management/sql-helpers';
import { sendCustomNotification, type CustomNotificationType } from './custom-notifications';
import {
  loadNotification,
  markNotificationRead,
  markNotificationsRead,
  NOTIFICATION_NOT_FOUND,
  notificationFilter,
  notificationPage,
} from './notification-queries';

const FILTERS_DESCRIPTION =
  '`search`: title or message contains (any case; % and _ match themselves). `type`: one notification type. ' +
  '`lead_related`: true = only those about a lead, false = only those not. `date_from` / `date_to`: calendar days in ' +
  'India time, both inclusive (a start after the end answers 400 on `date_to`). `ordering`: `-created_at` (default, ' +
  `newest first) or \`created_at\`; ties by id in the same direction. \`page_size\` is 1–${MAX_PAGE_SIZE} (default ` +
  `${DEFAULT_PAGE_SIZE}); a page beyond the end answers no results with the count. \`count\` is of the filtered list; ` +
  '`summary` is the caller\'s own totals whatever the filters (`active_notifications` = unread).';

/** The /active/ list takes the same query without `is_active` (sent anyway, it is ignored). */
const ActiveNotificationQuery = Type.Omit(NotificationQuery, ['is_active']);

const CUSTOM_DESCRIPTION =
  '`audience`: `everyone` (every active employee), `role` (every active employee of `role`, which is then required ' +
  'and refused otherwise) or `employees` (the active employees of `employee_ids`, e.g. CN1001, any case; required ' +
  'non-empty then and refused otherwise). The sender gets it too when in the audience. `title` and `message` are trimmed ' +
  'and may not be blank; `**…**` in the message is bold and a line break is kept. Unknown or inactive employee ids answer ' +
  '400 on `employee_ids` naming them (nothing is sent); a role no active employee has answers 400 on `role`. Every row is ' +
  'written in one statement, in one transaction with an audit entry. Answers 201 with how many it was sent to.';

/**
 * The notification centre (docs/notifications-api.md): the caller's own notifications, paged and
 * filtered, one of them, marking read (one, some or all), and the back office's custom notifications.
 * Another employee's notification answers 404, exactly as an unknown id.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['notifications'];

  app.get(
    '/notifications/',
    {
      schema: {
        tags,
        summary: "The caller's notifications, filtered and paged (newest first by default), with their totals",
        description: `\`is_active\`: true = unread only, false = read only. ${FILTERS_DESCRIPTION}`,
        querystring: NotificationQuery,
        response: { 200: NotificationPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filter = notificationFilter(currentUser(request).id, request.query);
      const paging = pageRequest(request.query);
      const page = await notificationPage(db, filter, paging);
      return sendPageJson(request, reply, paging, page.count, page.resultsJson, page.length, { summary: page.summary });
    },
  );

  app.get(
    '/notifications/active/' satisfies StartUpReadPath,
    {
      schema: {
        tags,
        summary: "The caller's unread notifications (the Unread tab), filtered and paged, with their totals",
        description: `The list of GET /notifications/ with \`is_active=true\` always (an \`is_active\` sent here is ignored). ${FILTERS_DESCRIPTION}`,
        querystring: ActiveNotificationQuery,
        response: { 200: NotificationPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filter = notificationFilter(currentUser(request).id, request.query, true);
      const paging = pageRequest(request.query);
      const page = await notificationPage(db, filter, paging);
      return sendPageJson(request, reply, paging, page.count, page.resultsJson, page.length, { summary: page.summary });
    },
  );

  app.post(
    '/notifications/mark-all-read/',
    {
      // No body (or an empty one) means every unread notification of the caller.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags,
        summary: "Mark the caller's notifications read: those of `notification_ids`, or every unread one",
        description:
          '`notification_ids` (1–1000 ids) absent, or no body at all, means every unread notification of the caller. Ids that ' +
          "are not the caller's (or do not exist) are skipped without a word: another employee's notifications are never " +
          'touched. Answers how many changed from unread to read and the new totals.',
        body: MarkNotificationsRead,
        response: { 200: NotificationsMarked, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return markNotificationsRead(db, user.id, request.body.notification_ids);
    },
  );

  app.get(
    '/notifications/:id/',
    {
      schema: {
        tags,
        summary: 'One of the caller\'s notifications',
        description: "Another employee's notification answers 404, as an unknown id does.",
        params: DbIdParam,
        response: { 200: Notification, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const notification = await loadNotification(db, currentUser(request).id, dbId(request.params.id, NOTIFICATION_NOT_FOUND));
      if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
      return notification;
    },
  );

  app.patch(
    '/notifications/:id/mark-read/',
    {
      schema: {
        tags,
        summary: 'Mark one of the caller\'s notifications read',
        description:
          'Idempotent: `marked` is 1 when it was unread, 0 when it already was read. Any body is ignored. Another ' +
          "employee's notification answers 404, as an unknown id does.",
        params: DbIdParam,
        response: { 200: NotificationsMarked, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marked = await markNotificationRead(db, currentUser(request).id, dbId(request.params.id, NOTIFICATION_NOT_FOUND));
      if (!marked) throw notFound(NOTIFICATION_NOT_FOUND);
      return marked;
    },
  );

  const customRoute = (path: string, type: CustomNotificationType, summary: string) =>
    app.post(
      path,
      {
        config: { access: { roles: BACK_OFFICE_ROLES } },
        schema: {
          tags,
          summary,
          description: `Admin and director only. Sent as \`${type}\` notifications, unread, created by the sender. ${CUSTOM_DESCRIPTION}`,
          body: CustomNotificationRequest,
          response: { 201: CustomNotificationSent, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => reply.code(201).send(await sendCustomNotification(db, currentUser(request), type, request.body)),
    );
  customRoute('/notifications/custom-alert/', 'custom_alert', 'Send a custom alert to everyone, a role, or named employees');
  customRoute('/notifications/feature-update/', 'feature_update', 'Announce a feature update to everyone, a role, or named employees');
};
