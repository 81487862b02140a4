import fs from 'node:fs';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/** Issue 3: zero violations of these impacts on any page. */
const blockingImpacts: ImpactValue[] = ['serious', 'critical'];

let axeSource: string | null = null;

export interface AxeViolation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  /** The CSS selectors of the elements it was found on. */
  targets: string[];
}

/**
 * axe's serious and critical violations on the page as it stands. axe goes in over DevTools, as
 * the site's CSP (script-src 'self') rightly does not let an injected <script> tag run, and only
 * once per document: a page the router changed in place still has it.
 */
export async function blockingViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const results = await page.evaluate(() =>
    window.axe!.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation) => violation.impact && blockingImpacts.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
