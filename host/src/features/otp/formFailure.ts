import { formErrors } from 'shared-ui';
import type { HostMessageId, useT } from '../../i18n';

/** A form step's message line: the server's words as received, or one of ours by id, put in the page's language when shown. */
export type FormMessage = { text: string } | { id: HostMessageId };

export function messageText(t: ReturnType<typeof useT>, message: FormMessage): string {
  return 'text' in message ? message.text : t(message.id);
}

/**
 * A failed call for a form step: the server's messages for the step's own fields go under them,
 * anything else is the step's one message line, and `fallback` only when the server said nothing at
 * all (or did not answer).
 */
export function formFailure<F extends string>(error: unknown, fields: readonly F[], fallback: HostMessageId) {
  const { fields: byField, other } = formErrors(error, fields);
  const message: FormMessage | null = other !== undefined ? { text: other } : Object.keys(byField).length > 0 ? null : { id: fallback };
  return { fields: byField, message };
}
