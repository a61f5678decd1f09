/**
 * Responsive layout in screen tests. jsdom applies no media queries, so a test cannot see that a
 * grid has two columns at 900px. The styles themselves are in the document, though (Emotion's
 * rules): this reads them as a browser of the given width would.
 */

const REM_PX = 16;

function lengthPx(value: string, unit: string): number {
  return unit === 'rem' || unit === 'em' ? Number(value) * REM_PX : Number(value);
}

/** Whether `@media <condition>` holds at `width`; conditions on anything but the width never do. */
function mediaMatches(condition: string, width: number): boolean {
  const features = condition.match(/\([^)]*\)/g) ?? [];
  return features.every((feature) => {
    const match = /^\((min|max)-width:\s*([\d.]+)(px|rem|em)\)$/.exec(feature.trim());
    if (!match) return false;
    const [, bound, value, unit] = match;
    const limit = lengthPx(value, unit);
    return bound === 'min' ? width >= limit : width <= limit;
  });
}

/**
 * The value `property` ("grid-template-columns") takes on `element` in a viewport `width` px wide:
 * the last rule that applies wins (Emotion writes a component's rules base first, then each
 * breakpoint upwards, all with the same specificity).
 */
export function cssValueAtWidth(element: Element, property: string, width: number): string | undefined {
  let value: string | undefined;
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (mediaMatches(rule.media.mediaText, width)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        value = rule.style.getPropertyValue(property) || value;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return value;
}

/** How many columns a grid has at `width` (its `repeat(n, …)` or its list of tracks). */
export function gridColumnsAtWidth(grid: Element, width: number): number {
  const template = cssValueAtWidth(grid, 'grid-template-columns', width) ?? 'none';
  const repeat = /^repeat\((\d+),/.exec(template);
  if (repeat) return Number(repeat[1]);
  return template === 'none' ? 1 : template.split(/\s+(?![^(]*\))/).length;
}
