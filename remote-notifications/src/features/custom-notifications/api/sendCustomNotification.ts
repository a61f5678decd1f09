import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { CustomNotificationRequest, CustomNotificationSent } from 'shared-contracts';
import { reloadNotificationLists } from '../../notification-center/api/notifications';
import { sendPath, type CustomKind } from '../model/customNotificationForm';

/**
 * POST /notifications/custom-alert/ or /notifications/feature-update/ : 201 {sent, notification_type};
 * 400 per field; 403 for anyone but an admin or director.
 */
export async function sendCustomNotification(kind: CustomKind, body: CustomNotificationRequest): Promise<CustomNotificationSent> {
  return (await httpClient.post<CustomNotificationSent>(sendPath(kind), body)).data;
}

/** Sends; the sender may be among the audience, so the Notification Center's lists load again. */
export function useSendCustomNotification() {
  return useMutation(
    {
      mutationFn: ({ kind, body }: { kind: CustomKind; body: CustomNotificationRequest }) => sendCustomNotification(kind, body),
      onSuccess: () => void reloadNotificationLists(),
    },
    queryClient,
  );
}
