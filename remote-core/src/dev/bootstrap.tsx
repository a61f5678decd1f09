/// <reference types="webpack/module" />
/**
 * `webpack serve`: this remote's pages of pages.json in the standalone dev shell. The dev server
 * serves /config.json from API_URL (default http://localhost:8000). Detail pages are reached from
 * their lists (their header links carry the route pattern, not an id).
 */
import { startRemoteDevShell } from 'shared-auth/dev-shell';
import pageTable from '../../../pages.json';
import serviceTable from '../../../services.json';

// Every page module of this remote (src/features/**/...Page.tsx), each in its own chunk.
const pageModules = import.meta.webpackContext('..', { recursive: true, regExp: /^\.\/features\/.*Page\.tsx$/, mode: 'lazy' });

void startRemoteDevShell('remote-core', { pageTable, serviceTable }, (source) => pageModules(`./${source.replace(/^src\//, '')}`));
