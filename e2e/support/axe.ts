// Runs axe-core in the page and returns the serious and critical violations (docs/accessibility.md),
// and those of the rules asked for besides, each element with axe's reason, e.g. the colours and ratio of a contrast failure.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { screenshot, sidewaysOverflow, viewports } from './browser';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * `alsoRules`: rules of lower impact that fail as well, e.g. `heading-order` (moderate for axe, but
 * Lighthouse's accessibility category counts it, and its goal for the staff pages is 1.00).
 */
export async function seriousViolations(page: Page, alsoRules: readonly string[] = []): Promise<Violation[]> {
  // Colours judged mid-transition (a button fading in, the company theme replacing the default) are
  // neither the old nor the new ones: wait for every finite CSS transition and animation to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the browser's protocol, not as a page script, so the page's CSP stays as served;
  // once per document (a second scan of the same page, e.g. at the other width, reuses it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: string[] } & Record<'any' | 'all' | 'none', Array<{ message: string }>>>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) =>
        [n.target.join(' '), ...[...n.any, ...n.all, ...n.none].slice(0, 1).map((check) => check.message)].join(': '),
      ),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoRules.includes(v.id));
}

/**
 * At the phone and the desktop width: no serious axe violation (and with `fits`, nothing sticking out
 * sideways), with a picture of each to look at.
 */
export async function cleanAtBothWidths(page: Page, name: string, { fits = false } = {}): Promise<void> {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page)).toEqual([]);
    if (fits) expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}
