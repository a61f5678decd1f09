import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/**
 * The reads a signed-in page makes when it is opened directly (the KYC gate's account check, the
 * shell's profile, and the pages' first reads that pages.json declares: the dashboard's ledger and
 * leads, My Profile's own details, the Notification Center's first page of unread notifications). POST /start-up/reads/ answers any of them in one request: on a phone, four preflighted
 * requests at once share the connection with the page's scripts (docs/performance.md). A page's
 * first reads must be listed here (api/test/start-up-reads.test.ts checks it). Where each path is served or read it is written with
 * `satisfies StartUpReadPath`: a path changed in one place fails the type check in the others.
 */
export const START_UP_READ_PATHS = [
  '/channel_partner/connector/current/',
  '/auth/profile/',
  '/leads/transactions/',
  '/leads/leads/my-leads/',
  '/leads/employees/me/',
  '/notifications/active/',
] as const;
export type StartUpReadPath = (typeof START_UP_READ_PATHS)[number];

export const StartUpReadsRequest = Type.Object(
  {
    paths: Type.Array(StringEnum(START_UP_READ_PATHS), { minItems: 1, maxItems: START_UP_READ_PATHS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type StartUpReadsRequest = Static<typeof StartUpReadsRequest>;

/** One read's answer: the status and JSON body the GET of `path` gives with the same token. */
export const StartUpReadAnswer = Type.Object({
  path: StringEnum(START_UP_READ_PATHS),
  status: Type.Integer(),
  body: Type.Unknown(),
});
export type StartUpReadAnswer = Static<typeof StartUpReadAnswer>;

export const StartUpReadsAnswer = Type.Object({ answers: Type.Array(StartUpReadAnswer) });
export type StartUpReadsAnswer = Static<typeof StartUpReadsAnswer>;
