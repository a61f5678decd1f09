// Checking that the ports the services need are free before starting them.
import net from 'node:net';

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function somethingAnswers(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True when nothing listens on the port (any address) and it can be bound. */
export async function isPortFree(port) {
  if (await somethingAnswers(port, '127.0.0.1')) return false;
  return canListen(port);
}

/**
 * Throw one clear error naming every taken port, with the variable that moves it.
 * @param {{ name: string, port: number, portEnv: string }[]} wanted
 * @param {string} [command] the command the example in the message re-runs
 */
export async function assertPortsFree(wanted, command = 'npm start') {
  const taken = [];
  for (const entry of wanted) {
    if (!(await isPortFree(entry.port))) taken.push(entry);
  }
  if (taken.length === 0) return;
  const lines = taken.map((entry) => `  - port ${entry.port} (${entry.name}) is already in use; set ${entry.portEnv} to use another port`);
  const example = taken.map((entry) => `${entry.portEnv}=${entry.port + 100}`).join(' ');
  throw new Error(
    `Cannot start: ${taken.length === 1 ? 'a port is' : 'ports are'} taken.\n${lines.join('\n')}\n` +
      `Stop whatever is using ${taken.length === 1 ? 'it' : 'them'} (e.g. an earlier \`npm start\`), or run for example:\n  ${example} ${command}`,
  );
}
