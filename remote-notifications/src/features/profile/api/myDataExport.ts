import { httpClient } from 'shared-auth';
import type { ProfileMessageId } from '../i18n';

export const MY_DATA_EXPORT_ERROR: ProfileMessageId = 'myData.failed';

/**
 * GET /auth/profile/my-data/: everything the portal holds about the signed-in user, as a ZIP file,
 * saved by the browser under the name the API gives it.
 */
export async function downloadMyData(): Promise<void> {
  const response = await httpClient.get<Blob>('/auth/profile/my-data/', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'connector-portal-data.zip';
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file when click() returns; a later revoke would only keep it in memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
