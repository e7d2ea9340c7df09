import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const oneLine = (value: string | undefined, max: number) => {
  const line = (value ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/**
 * Runs axe on the page as it is; returns one compact line per violated rule, prefixed by `where`.
 * Legacy mode runs axe in the page itself (the site has no iframes), at half the time of the
 * default mode, which opens a blank page to merge per-frame results; asking for violations only
 * saves serialising every passing node.
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  // Draw the bands the browser skips off screen (content-visibility: auto), as it does when a reader
  // scrolls to them: axe measures sizes, overlaps and colours, which a skipped band only estimates.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
  // `options` replaces the whole option object, so it comes before `withTags`.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    const first = violation.nodes[0];
    return (
      `${where} · ${violation.id} [${violation.impact ?? 'unknown'}] ${targets}` +
      ` — ${oneLine(first?.failureSummary, 240)} — ${oneLine(first?.html, 160)}`
    );
  });
}
