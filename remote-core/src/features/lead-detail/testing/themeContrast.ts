/**
 * Text contrast computed from the portal's theme (shared-ui's Chakra system), for tests that check a
 * colour choice meets WCAG without a browser: the recipe says which tokens a variant paints with,
 * the tokens say which colours those are (light mode, the portal's only mode).
 */
import { getSystem } from 'shared-ui';

type TokenExtensions = { conditions?: Record<string, string> };

/** "green.fg" → "#116932", following semantic tokens ("{colors.green.700}") to a raw colour. */
export function themeColor(name: string): string {
  const token = getSystem().tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token "${name}"`);
  const conditions = (token.extensions as TokenExtensions).conditions;
  const value = String(conditions?._light ?? conditions?.base ?? token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference) return themeColor(reference[1]);
  if (value.startsWith('#')) return value;
  return themeColor(value);
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast of a Badge's text on its background for a colour palette and variant. */
export function badgeTextContrast(colorPalette: string, variant: string): number {
  const recipe = getSystem().getRecipe('badge') as { variants?: { variant?: Record<string, { bg?: string; color?: string }> } } | undefined;
  const styles = recipe?.variants?.variant?.[variant];
  if (!styles?.bg || !styles.color) throw new Error(`The badge recipe has no colours for variant "${variant}"`);
  const inPalette = (ref: string) => ref.replace(/^colorPalette\./, `${colorPalette}.`);
  return contrastRatio(themeColor(inPalette(styles.color)), themeColor(inPalette(styles.bg)));
}
