import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The design tokens as written in tokens.css (name without `--bb-color-` → hex). */
function colourTokens(): Record<string, string> {
  const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
  const tokens: Record<string, string> = {};
  for (const [, name, hex] of css.matchAll(/--bb-color-([\w-]+):\s*(#[\da-f]{6})\s*;/gi)) {
    tokens[name!] = hex!;
  }
  return tokens;
}

/** Relative luminance and contrast ratio as WCAG 2.x defines them. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('focus ring colours (WCAG 1.4.11: at least 3:1)', () => {
  const tokens = colourTokens();

  it.each(['surface', 'surface-alt'])('the focus ring against %s', (background) => {
    expect(contrast(tokens.focus!, tokens[background]!)).toBeGreaterThanOrEqual(3);
  });

  it('the focus ring on dark areas against the footer’s primary-dark', () => {
    expect(contrast(tokens['focus-on-dark']!, tokens['primary-dark']!)).toBeGreaterThanOrEqual(3);
  });

  it('knows the old amber ring on white was too faint', () => {
    expect(contrast('#f2a900', '#ffffff')).toBeLessThan(3);
  });
});
