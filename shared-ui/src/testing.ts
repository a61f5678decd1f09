/**
 * shared-ui/testing: helpers for tests only. App code never imports it (ESLint refuses it outside
 * tests and test helpers), and it is not a federated shared module: each package's jest resolves it
 * from the workspace source like any other export.
 */
export { LAYOUTS, NARROW_WIDTH, WIDE_WIDTH, setViewportWidth } from './testing/viewport';
export { LocationProbe, renderWithProviders, type RenderWithProvidersOptions } from './testing/render';
export { renderOutsideAct } from './testing/outsideAct';
