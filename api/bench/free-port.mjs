import net from 'node:net';

/** A TCP port nothing listens on now, on 127.0.0.1: where a bench starts a server of its own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
