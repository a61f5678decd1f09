/**
 * What-if for Lighthouse's simulated LCP, loaded into the Lighthouse bench with `--import`:
 *
 *   WHAT_IF='[{"label":"axios lazy","minus":{"tanstack-react-query":12000}},{"label":"no manifest","cache":["mf-manifest.json"]}]' \
 *     node --import ./e2e/bench/lantern-what-if.mjs e2e/bench/lighthouse.mjs --pages dashboard --runs 3
 *   WHAT_IF='[{"label":"document task -20 %","tasks":{"sends:page-start":0.8}},{"label":"react-dom run -80 %","tasks":{"runs:react-dom":0.2}}]' ...
 *
 * For each of the run's LCP simulations (optimistic and pessimistic), it simulates the same graph again
 * once per what-if and prints the difference: `minus` takes that many bytes off every request whose URL
 * contains the key; `cache` makes the requests whose URL contains one of the strings come from the disk
 * cache (as if they were not made); `tasks` scales main-thread tasks by the factor given:
 * `sends:<part>` each task that sent a request whose URL contains <part> (the document's first task sends
 * the start-up scripts' requests: `sends:page-start`), `runs:<part>` each task that evaluated such a script.
 * Both simulations are of the same trace, so the difference is not the machine's noise, unlike two benches.
 * The report's own figures are those of the real build.
 *
 * It is a reading of Lighthouse's model, not a measurement: simulated requests move in whole round trips,
 * so a change of bytes or requests moves LCP by 0 or by a step of about 150 ms, while a main-thread task on
 * the graph's path moves it by its simulated length (4x what was observed) (docs/performance.md, "How
 * close to the line it is"). A change it favours is then built and benched before and after, in the same hour.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const requireFromE2e = createRequire(new URL('../package.json', import.meta.url));
const requireFromLighthouse = createRequire(requireFromE2e.resolve('lighthouse'));
const lanternEntry = requireFromLighthouse.resolve('@paulirish/trace_engine/models/trace/lantern/lantern.js');
const { Simulator } = await import(pathToFileURL(path.join(path.dirname(lanternEntry), 'simulation', 'Simulator.js')).href);

/** @type {{ label: string, minus?: Record<string, number>, cache?: string[], tasks?: Record<string, number> }[]} */
const whatIfs = JSON.parse(process.env.WHAT_IF ?? '[]');
const simulate = Simulator.prototype.simulate;

/** The URLs of the requests a main-thread task sent (`sends`) or of the scripts it evaluated (`runs`). */
function taskUrls(node, kind) {
  if (kind === 'runs') return [...node.getEvaluateScriptURLs()];
  if (kind === 'sends') return node.childEvents.filter((event) => event.name === 'ResourceSendRequest').map((event) => event.args.data?.url ?? '');
  throw new Error(`WHAT_IF tasks: "${kind}" is neither "sends" nor "runs"`);
}

/** Applies one what-if to the graph's requests and tasks; returns the function that undoes it. */
function apply(graph, whatIf) {
  const undo = [];
  graph.getRootNode().traverse((node) => {
    if (node.type === 'cpu') {
      for (const [key, factor] of Object.entries(whatIf.tasks ?? {})) {
        const [kind, part] = key.split(/:(.*)/s);
        if (!taskUrls(node, kind).some((url) => url.includes(part))) continue;
        // The simulator reads a task's length as endTime - startTime; endTime prefers correctedEndTs.
        const { correctedEndTs, duration } = node;
        node.correctedEndTs = node.startTime + duration * factor;
        undo.push(() => (node.correctedEndTs = correctedEndTs));
      }
      return;
    }
    if (node.type !== 'network') return;
    const { request } = node;
    for (const [part, bytes] of Object.entries(whatIf.minus ?? {})) {
      if (!request.url.includes(part)) continue;
      const size = request.transferSize;
      request.transferSize = Math.max(0, size - bytes);
      undo.push(() => (request.transferSize = size));
    }
    if ((whatIf.cache ?? []).some((part) => request.url.includes(part))) {
      // NetworkNode reads it through a getter on its prototype: shadowed here, then removed.
      Object.defineProperty(node, 'fromDiskCache', { value: true, configurable: true });
      undo.push(() => delete node.fromDiskCache);
    }
  });
  // Last change first, so that two changes of one request or task restore its own value.
  return () => undo.reverse().forEach((step) => step());
}

Simulator.prototype.simulate = function simulateWithWhatIfs(graph, options) {
  const label = options?.label ?? '';
  if (!/LargestContentfulPaint$/.test(label) || whatIfs.length === 0) return simulate.call(this, graph, options);
  const base = simulate.call(this, graph, options).timeInMs;
  const differences = whatIfs.map((whatIf) => {
    const undo = apply(graph, whatIf);
    try {
      return `${whatIf.label} ${Math.round(simulate.call(this, graph, options).timeInMs - base)} ms`;
    } finally {
      undo();
    }
  });
  console.log(`  what-if ${label}: ${Math.round(base)} ms as built; ${differences.join(', ')}`);
  // Last, so that the simulator's saved timings (lighthouse.mjs --lantern) are those of the build.
  return simulate.call(this, graph, options);
};
