/**
 * The host's copies of pages.json and services.json: only what the host reads. Both tables are in
 * the scripts that run before the login form is live (the start script and main.js look up the page
 * of a signed-in reload and check /config.json's remotes), so the fields only the remotes' builds,
 * the dev shells, the scripts and the docs need (sources, titles, ports, comments) stay out.
 *   pages.json     src/pageTable.ts: path, index page, remote, module, audience
 *   pages.json?nav src/features/shell/navTable.ts: the sidebar's groups and entries, in the shell's chunk only
 *   services.json  the remotes' name, kind, federation container and area (fallback text)
 */
const path = require('node:path');

module.exports = function hostTablesLoader(source) {
  const table = JSON.parse(source);
  if (path.basename(this.resourcePath) === 'services.json') {
    const services = table.services
      .filter((service) => service.kind === 'remote')
      .map(({ name, kind, container, area }) => ({ name, kind, container, area }));
    return JSON.stringify({ services });
  }
  if (this.resourceQuery === '?nav') {
    const pages = table.pages.filter((page) => page.nav).map(({ path: route, nav }) => ({ path: route, nav }));
    return JSON.stringify({ navGroups: table.navGroups, pages });
  }
  const pages = table.pages.map(({ path: route, index, remote, module: exposed, audience }) => ({ path: route, index, remote, module: exposed, audience }));
  return JSON.stringify({ pages });
};
