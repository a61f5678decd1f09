import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The shared part of the provider doubles (docs/otp.md#the-provider-doubles): a plain node:http server on
 * port 0, the requests it received, and failures to inject into the next calls. A double answers only what its
 * provider's published API answers; the adapters are pointed at it by their base-URL setting alone.
 */

export type InjectedFailure =
  /** No answer at all (the connection stays open until the double closes): the caller's timeout fires. */
  | { kind: 'timeout' }
  /** This status with this JSON body. */
  | { kind: 'status'; status: number; body: unknown };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export abstract class HttpDouble {
  private server: Server | null = null;
  private readonly failures: InjectedFailure[] = [];
  private readonly hanging = new Set<ServerResponse>();
  /** Every request received, failures included, oldest first. */
  readonly requests: ReceivedRequest[] = [];
  baseUrl = '';

  /** The next `times` calls fail this way (then the double answers normally again). */
  failNext(failure: InjectedFailure, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(failure);
  }

  /** Every call fails this way until `recover()`. */
  failAlways(failure: InjectedFailure): void {
    this.failures.splice(0, this.failures.length, ...Array.from({ length: 10_000 }, () => failure));
  }

  recover(): void {
    this.failures.splice(0);
  }

  protected abstract handle(request: ReceivedRequest): { status: number; body: unknown };

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.requests.push(received);
        const failure = this.failures.shift();
        if (failure?.kind === 'timeout') {
          this.hanging.add(res);
          return;
        }
        const { status, body } = failure ? failure : this.handle(received);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
