// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- packages that import shared-auth/testing have no @types/node; this file declares the two classes used
/// <reference path="./node-util.d.ts" />
/**
 * jsdom (jest-environment-jsdom 30) has no TextEncoder/TextDecoder, and React Router 7 needs them
 * when it loads. 'shared-auth/testing' imports this first so screen tests can render routes.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as unknown as Record<string, unknown>;
if (typeof globals.TextEncoder === 'undefined') globals.TextEncoder = TextEncoder;
if (typeof globals.TextDecoder === 'undefined') globals.TextDecoder = TextDecoder;
