// The log scanner of the end-to-end teardown (personal-data.ts): it finds each kind of personal data,
// code and token the API must not log, and none of the numbers and ids every log line holds.
// Project "log scanner": no servers, no browser.
import { expect, test } from '@playwright/test';
import { describeFindings, personalDataIn, scanLog } from './personal-data';

/** A refresh token as the API makes them (32 random bytes, base64url). */
const REFRESH_TOKEN = 'q3Xv9Zk_2mPj-7LwT4hYc8RnB1sDfGe5uIo0aKxVtE6';

test('finds each kind of personal data, code and token', () => {
  const caught: [string, string][] = [
    ['{"req":{"method":"GET","url":"/leads/leads/open-by-mobile/?customer_mobile=9876543210"},"msg":"incoming request"}', 'mobile number'],
    ['{"to":"+919876500001"}', 'mobile number'],
    ['{"msg":"sent to 9876500001."}', 'mobile number'],
    ['{"url":"/x/?q=kavita%40example.in"}', 'e-mail address'],
    ['{"err":{"message":"duplicate: kavita.joshi@example.co.in"}}', 'e-mail address'],
    ['{"remarks":"PAN ABCPJ1234K"}', 'PAN'],
    ['{"remarks":"Aadhaar 4321 8765 2109"}', 'Aadhaar number'],
    ['{"remarks":"Aadhaar 4321-8765-2109"}', 'Aadhaar number'],
    ['{"id":"432187652109"}', 'Aadhaar number'],
    ['{"otp":"123456"}', 'one-time code'],
    ['{"body":"otp_code=654321"}', 'one-time code'],
    ['{"msg":"development OTP sender (not delivered): 123456 is your Connector Portal sign-in code. It expires in 5 minutes."}', 'one-time code'],
    ['{"authorization":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJDTjEwMDEifQ.c2lnbmF0dXJl"}', 'access token (JWT)'],
    [`{"refreshToken":"${REFRESH_TOKEN}"}`, 'refresh token'],
  ];
  for (const [line, kind] of caught) expect(personalDataIn(line), line).toContain(kind);
});

test('finds nothing in the timestamps, pids, request ids, durations, ports and ids of ordinary lines', () => {
  const ordinary = [
    '{"level":30,"time":1795780057446,"pid":11006,"hostname":"vm","reqId":"req-1","req":{"method":"POST","url":"/auth/employees/login-otp/","host":"127.0.0.1:8100","remoteAddress":"127.0.0.1","remotePort":61234},"msg":"incoming request"}',
    '{"level":30,"time":1795780057523,"pid":11006,"hostname":"vm","reqId":"req-9871","res":{"statusCode":200},"responseTime":3.6123456789,"msg":"request completed"}',
    '{"level":30,"time":1795780057523,"reqId":"req-2","res":{"statusCode":201},"responseTime":76.69461099999991,"msg":"request completed"}',
    '{"level":30,"time":1795780057524,"reqId":"3f2b6c1e-8a4d-4e2f-9b1c-987654321012","res":{"statusCode":200},"responseTime":4.2,"msg":"request completed"}',
    '{"level":30,"time":1795780057525,"reqId":"98765432-1098-4765-8123-456789012345","msg":"incoming request"}',
    '{"level":30,"security":"sign_in_succeeded","employeeId":"CN1001","sessionId":"550e8400-e29b-41d4-a716-987654321012","msg":"security: sign_in_succeeded"}',
    '{"level":30,"security":"otp_requested","purpose":"login","employeeId":"CN1001","mobile":"98******01","outcome":"sent"}',
    '{"level":30,"otpOutbox":{"id":123456,"employeeId":"CN1001","purpose":"login"},"msg":"development OTP sender: message not delivered; GET /dev/outbox/ lists it"}',
    '{"level":30,"req":{"url":"/dev/outbox/?mobile_number=[redacted]&purpose=[redacted]&limit=[redacted]"}}',
    '{"level":50,"err":{"type":"DatabaseError","code":"23505","constraint":"employees_mobile_number_unique","message":"duplicate key value violates unique constraint \\"employees_mobile_number_unique\\"","statusCode":500}}',
    '{"level":50,"err":{"stack":"Error: x\\n    at run (/work/main/node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/lib/route.js:437:21)\\n    at pino@10.4.0/lib/proto.js:123456:7"}}',
    '{"level":30,"time":1795780057446,"msg":"database ready","created_at":"2026-11-27T11:47:37.446Z"}',
    'Connector Portal API listening on http://127.0.0.1:8100 (docs: http://127.0.0.1:8100/docs) — ready in 2391 ms',
  ];
  for (const line of ordinary) expect(personalDataIn(line), line).toEqual([]);
});

test('lists the offending lines of a log with their numbers', () => {
  const log = ['{"msg":"incoming request","req":{"url":"/leads/?q=[redacted]"}}', '{"msg":"sent to 9876500001"}', ''].join('\n');
  const findings = scanLog(log);
  expect(findings).toEqual([{ lineNumber: 2, kinds: ['mobile number'], line: '{"msg":"sent to 9876500001"}' }]);
  expect(describeFindings('api.log', findings)).toContain('line 2 (mobile number): {"msg":"sent to 9876500001"}');
});
