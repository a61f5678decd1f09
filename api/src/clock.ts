/**
 * The API's notion of "now" for rules it decides itself (e.g. when a one-time code expires). Injected
 * through the app context (`buildApp({ clock })`) so tests can move time forward instead of waiting.
 * Database-side times (`now()` in SQL: rate-limit windows, session checks) follow the database clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
