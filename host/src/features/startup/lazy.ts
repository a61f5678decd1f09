/**
 * What main.js loads on demand (src/index.ts): starting the early requests itself, on a document whose
 * start script did not (the pre-rendered login page, the development server's page). The index is in
 * main.js; through it this code would be there too, on every signed-in page, which already has it in
 * the start script.
 */
export { startEarlyRequests } from './earlyStart';
