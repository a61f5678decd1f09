/**
 * Every Chakra component that shared-ui exports and that Chakra styles with a recipe or slot recipe
 * must find that recipe in the portal's system: the system carries only the portal's recipes
 * (recipes.ts, and widgetRecipes.ts once the widgets entry has loaded), and a component whose recipe
 * is missing renders unstyled, without any error.
 *
 * Which recipes a component uses is read from Chakra's own code: the module that defines the
 * export, and the Chakra modules it imports, call createRecipeContext / createSlotRecipeContext /
 * useRecipe / useSlotRecipe with `key: "<recipe>"`.
 */
import { defaultConfig } from '@chakra-ui/react/preset';
import { getSystem } from './system';
// The widgets entry adds its components' recipes when it loads, as on a page that uses one.
import '../widgets';

const system = getSystem();

// shared-ui is type-checked with browser types only (no @types/node); jest runs this in Node.
declare const __dirname: string;
interface Files {
  readFileSync(file: string, encoding: 'utf8'): string;
  existsSync(file: string): boolean;
}
interface Paths {
  resolve(...parts: string[]): string;
  join(...parts: string[]): string;
  dirname(file: string): string;
  sep: string;
}
const fs = jest.requireActual<Files>('node:fs');
const path = jest.requireActual<Paths>('node:path');

const SRC = path.resolve(__dirname, '..');
const CHAKRA_COMPONENTS = path.join(SRC, '..', 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'components');

type RecipeUse = { key: string; slot: boolean };

/** `export { A, B as C, type D } from '<from>'` in a source file, as [exported name, from]. */
function reExports(source: string): [string, string][] {
  const found: [string, string][] = [];
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of match[1].split(',').map((p) => p.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      found.push([part.split(/\s+as\s+/).pop() as string, match[2]]);
    }
  }
  return found;
}

/**
 * The file that defines `name` in a Chakra component folder's index.js (a namespace export
 * included), or null when Chakra re-exports it from another package (Ark's Portal: no styling).
 */
function definingFile(indexFile: string, name: string): string | null {
  const source = fs.readFileSync(indexFile, 'utf8');
  const direct = reExports(source).find(([exported]) => exported === name);
  if (direct) return direct[1].startsWith('.') ? path.resolve(path.dirname(indexFile), direct[1]) : null;
  const namespace = new RegExp(`import \\* as (\\w+) from ['"]([^'"]+)['"];[\\s\\S]*export \\{ \\1 as ${name} \\}`).exec(source);
  if (namespace) return path.resolve(path.dirname(indexFile), namespace[2]);
  if (new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*;`).test(source)) return indexFile;
  throw new Error(`${indexFile} does not export ${name}`);
}

/** Recipe keys used by a module and the Chakra component modules it imports, transitively. */
function recipesUsedBy(file: string | null, seen = new Set<string>()): RecipeUse[] {
  if (file === null || seen.has(file)) return [];
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const uses: RecipeUse[] = [];
  for (const match of source.matchAll(/(create|use)(Slot)?Recipe(Context)?\(\s*\{\s*key:\s*["'](\w+)["']/g)) {
    uses.push({ key: match[4], slot: Boolean(match[2]) });
  }
  for (const match of source.matchAll(/from\s*['"](\.{1,2}\/[^'"]+\.js)['"]/g)) {
    const imported = path.resolve(path.dirname(file), match[1]);
    if (imported.startsWith(CHAKRA_COMPONENTS + path.sep)) uses.push(...recipesUsedBy(imported, seen));
  }
  return uses;
}

/** Each Chakra component an entry of shared-ui exports, with the recipes it uses. */
function exportedComponents(entryFile: string): { name: string; recipes: RecipeUse[] }[] {
  const source = fs.readFileSync(entryFile, 'utf8');
  return reExports(source).flatMap(([name, from]) => {
    const chakra = /^@chakra-ui\/react\/([\w-]+)$/.exec(from);
    if (chakra) {
      const index = path.join(CHAKRA_COMPONENTS, chakra[1], 'index.js');
      if (!fs.existsSync(index)) return []; // styled-system, hooks: not components
      return [{ name, recipes: recipesUsedBy(definingFile(index, name)) }];
    }
    if (from.startsWith('./components/')) {
      const file = ['.tsx', '.ts'].map((ext) => path.join(SRC, from + ext)).find((candidate) => fs.existsSync(candidate));
      return file ? [{ name, recipes: recipesUsedBy(file) }] : [];
    }
    return [];
  });
}

/** Recipes a component uses that Chakra has but the portal's system lacks. */
function missingRecipes(components: { name: string; recipes: RecipeUse[] }[]): string[] {
  const chakraRecipes = defaultConfig.theme?.recipes ?? {};
  const chakraSlotRecipes = defaultConfig.theme?.slotRecipes ?? {};
  const missing: string[] = [];
  for (const { name, recipes } of components) {
    for (const { key, slot } of recipes) {
      const inChakra = slot ? key in chakraSlotRecipes : key in chakraRecipes;
      const registered = slot ? system.getSlotRecipe(key) : system.getRecipe(key);
      if (inChakra && !registered) missing.push(`${name}: ${slot ? 'slot recipe' : 'recipe'} "${key}"`);
    }
  }
  return [...new Set(missing)];
}

describe('recipes of the exported Chakra components', () => {
  const entries = ['sign-in.ts', 'index.ts', 'widgets.ts'].map((file) => path.join(SRC, file));

  it.each(entries)('%s: every component that Chakra styles by recipe has it in the portal system', (entry) => {
    const components = exportedComponents(entry);
    expect(components.length).toBeGreaterThan(5);
    expect(missingRecipes(components)).toEqual([]);
  });

  it('finds the recipes of plain, compound and wrapped components', () => {
    const components = Object.fromEntries(entries.flatMap(exportedComponents).map((c) => [c.name, c.recipes]));
    expect(components.Button).toContainEqual({ key: 'button', slot: false });
    expect(components.CloseButton).toContainEqual({ key: 'button', slot: false });
    expect(components.Card).toContainEqual({ key: 'card', slot: true });
    expect(components.Tabs).toContainEqual({ key: 'tabs', slot: true });
    expect(components.Progress).toContainEqual({ key: 'progress', slot: true });
    expect(components.Box).toEqual([]);
  });

  it('reports a component whose recipe is not registered', () => {
    const kbd = recipesUsedBy(definingFile(path.join(CHAKRA_COMPONENTS, 'kbd', 'index.js'), 'Kbd'));
    const datePicker = recipesUsedBy(definingFile(path.join(CHAKRA_COMPONENTS, 'date-picker', 'index.js'), 'DatePicker'));
    expect(missingRecipes([{ name: 'Kbd', recipes: kbd }, { name: 'DatePicker', recipes: datePicker }])).toEqual([
      'Kbd: recipe "kbd"',
      'DatePicker: slot recipe "datePicker"',
    ]);
  });
});
