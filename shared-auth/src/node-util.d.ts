/** The two classes test-environment.ts takes from Node (front-end packages have no @types/node). */
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
