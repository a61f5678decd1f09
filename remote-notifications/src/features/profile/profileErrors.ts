import { responseBodyOf } from './httpStatus';
import type { ProfileFormField } from './profileForm';

export type ProfileFieldErrors = Partial<Record<ProfileFormField, string>>;

export const PROFILE_UPDATE_FALLBACK_ERROR = 'Failed to update profile';

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && item.trim() !== '');
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Maps a failed profile update to messages under the form's fields: the first message the server
 * gave for username and for mobile_number; any other error (another field's message or a
 * general {"detail": ...}) goes under username when username has none of its own; with no usable
 * message at all, username shows "Failed to update profile".
 */
export function toProfileFieldErrors(error: unknown): ProfileFieldErrors {
  const body = responseBodyOf(error);
  const errors: ProfileFieldErrors = {};
  let otherMessage: string | undefined;
  if (isRecord(body)) {
    for (const [field, value] of Object.entries(body)) {
      const message = firstMessage(value);
      if (message === undefined) continue;
      if (field === 'username' || field === 'mobile_number') errors[field] ??= message;
      else otherMessage ??= message;
    }
  }
  if (errors.username === undefined && otherMessage !== undefined) errors.username = otherMessage;
  if (errors.username === undefined && errors.mobile_number === undefined) errors.username = PROFILE_UPDATE_FALLBACK_ERROR;
  return errors;
}
