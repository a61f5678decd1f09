/**
 * `pages.json?nav`: the sidebar's copy of the table of pages (webpack/host-tables-loader.cjs keeps
 * its groups and entries; jest reads the whole file, of which this is a part).
 */
declare module '*pages.json?nav' {
  const table: typeof import('../../pages.json');
  export default table;
}
