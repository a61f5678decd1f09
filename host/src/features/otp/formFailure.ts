import { formErrors } from 'shared-ui';

/**
 * A failed call for a form step: the server's messages for the step's own fields go under them,
 * anything else is the step's one message line, and `fallback` only when the server said nothing at
 * all (or did not answer).
 */
export function formFailure<F extends string>(error: unknown, fields: readonly F[], fallback: string) {
  const { fields: byField, other } = formErrors(error, fields);
  return { fields: byField, message: other ?? (Object.keys(byField).length > 0 ? null : fallback) };
}
