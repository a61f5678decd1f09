#!/usr/bin/env node
// `node scripts/topology.mjs`: the two-replica topology by hand (docs/replicas.md): a fresh scratch
// database on DATABASE_URL's PostgreSQL server, API replicas A and B, nginx in front of them, the host
// and the three remotes (API_URL = the proxy). Prints the URLs; Ctrl-C stops everything and drops the
// database. Needs the production builds (`npm run build`) and nginx (installed when missing, as root).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/topology.mjs [--api-base=8600] [--front-base=3600]
import { DEMO_PASSWORD } from './lib/demo-accounts.mjs';
import { bold, cyan, green, red } from './lib/format.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { createScratchDatabase } from './lib/scratch-db.mjs';
import { startTopology } from './lib/topology.mjs';

function parseArgs(argv) {
  const options = { apiBase: 8600, frontBase: 3600 };
  for (const arg of argv) {
    const match = /^--(api-base|front-base)=(\d+)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg} (use --api-base=8600 --front-base=3600)`);
    options[match[1] === 'api-base' ? 'apiBase' : 'frontBase'] = Number(match[2]);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server: the two replicas share one database (PGlite cannot).');
  const nginx = await ensureNginx();
  if (!nginx.ok) throw new Error(nginx.message);
  const database = await createScratchDatabase(process.env.DATABASE_URL, 'topology');
  let topology = null;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the topology and dropping its database...');
    await topology?.stopAll();
    await database.drop().catch((error) => console.error(red(`Could not drop ${database.name}: ${error.message}`)));
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    topology = await startTopology({ databaseUrl: database.url, ...options });
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)));
    await shutdown(1);
    return;
  }
  const { replicas } = topology;
  console.log(
    [
      '',
      bold(green('Two-replica topology is running.')),
      '',
      `  Open            ${cyan(topology.hostUrl)}   (API_URL: the proxy)`,
      `  Proxy (nginx)   ${cyan(topology.proxyUrl)}   config: ${topology.proxy.prefix}/portal.conf`,
      `  Replica A       ${replicas.a.url}   pid ${replicas.a.current().pid}`,
      `  Replica B       ${replicas.b.url}   pid ${replicas.b.current().pid}`,
      `  Remotes         ${Object.entries(topology.frontUrls).filter(([app]) => app !== 'host').map(([app, url]) => `${app} ${url}`).join(', ')}`,
      `  Database        ${database.name} (dropped on exit)`,
      `  Logs            ${topology.logDir}`,
      `  Demo sign-ins   password ${DEMO_PASSWORD} (CN1001, AD3001, ...)`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(red(error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
