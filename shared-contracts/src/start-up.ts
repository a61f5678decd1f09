import { Type, type Static } from '@sinclair/typebox';

/**
 * The reads a signed-in page makes when it is opened directly (the KYC gate's account check, the
 * shell's profile, and the pages' first reads that pages.json declares: Bonus's ledger, My Profile's
 * own details, the Notification Center's first page of unread notifications). POST /start-up/reads/ answers any of them in one request: on a phone, four preflighted
 * requests at once share the connection with the page's scripts (docs/performance.md). A page's
 * first reads must be listed here (api/test/start-up-reads.test.ts checks it). Where each path is served or read it is written with
 * `satisfies StartUpReadPath`: a path changed in one place fails the type check in the others.
 */
export const START_UP_READ_PATHS = [
  '/channel_partner/connector/current/',
  '/auth/profile/',
  '/leads/transactions/',
  '/leads/employees/me/',
  '/notifications/active/',
] as const;

export type StartUpReadPath = (typeof START_UP_READ_PATHS)[number];

/**
 * The first reads of pages with an id in their address (pages.json `firstReads` of /lead/:id and
 * /back-office/leads/:id): the host puts the page's id in place of `:id` before asking. Each read
 * is still the route's own GET, with its own ownership check (another connector's lead answers 404).
 */
export const START_UP_READ_PATTERNS = ['/leads/leads/:id/', '/leads/leads/:id/documents/', '/leads/manage/leads/:id/', '/leads/manage/leads/:id/documents/'] as const;

/**
 * A read POST /start-up/reads/ answers: a listed path, or a path of a listed pattern with a database id
 * (1 to 10 digits, no leading zero) for its `:id`. One string pattern, so that the list's uniqueness is
 * checked over strings (the API bounds the work of validating a body: docs/security.md).
 */
export const START_UP_READ_PATTERN = `^(${[...START_UP_READ_PATHS, ...START_UP_READ_PATTERNS.map((pattern) => pattern.replace(':id', '[1-9][0-9]{0,9}'))].join('|')})$`;
const StartUpRead = Type.String({ pattern: START_UP_READ_PATTERN, maxLength: 64 });

export const StartUpReadsRequest = Type.Object(
  {
    paths: Type.Array(StartUpRead, { minItems: 1, maxItems: START_UP_READ_PATHS.length + START_UP_READ_PATTERNS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type StartUpReadsRequest = Static<typeof StartUpReadsRequest>;

/** One read's answer: the status and JSON body the GET of `path` gives with the same token. */
export const StartUpReadAnswer = Type.Object({
  path: StartUpRead,
  status: Type.Integer(),
  body: Type.Unknown(),
});
export type StartUpReadAnswer = Static<typeof StartUpReadAnswer>;

export const StartUpReadsAnswer = Type.Object({ answers: Type.Array(StartUpReadAnswer) });
export type StartUpReadsAnswer = Static<typeof StartUpReadsAnswer>;
