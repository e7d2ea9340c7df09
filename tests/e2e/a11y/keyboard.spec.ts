import { expect, test, type Page } from '@playwright/test';
import { markTabbables, probeFocus, type FocusProbe } from './support/focus-probe';
import { LANGUAGES, SCHEMES, WIDTHS } from './support/routes';
import { openRoute, prepareVisitor, settle } from './support/visit';

/** The home page and one deep route. */
const ROUTES = ['/', '/treatments/anxiety-depression'];
const SKIP_LINK = /^(Skip to content|انتقل إلى المحتوى)$/;

/**
 * Presses Tab (or Shift+Tab) up to `limit` times from where focus is, probing each focused
 * element, until focus leaves the page or comes back to an element already visited.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', limit: number): Promise<FocusProbe[]> {
  const steps: FocusProbe[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const probe = await page.evaluate(probeFocus);
    if (probe.none) {
      if (steps.length > 0) break;
      continue;
    }
    const id = probe.key ?? probe.label;
    if (seen.has(id)) break;
    seen.add(id);
    steps.push(probe);
  }
  return steps;
}

/** One line per focus indicator, obscured or target-size problem; `key` names the direction. */
const stepProblems = (steps: FocusProbe[], where: string, key: string) =>
  steps.flatMap((step) => [
    ...(step.indicatorProblem ? [`${where} focus indicator: ${step.indicatorProblem} — ${step.label}`] : []),
    ...(step.obscuredProblem ? [`${where} [${key}] focus obscured: ${step.obscuredProblem} — ${step.label}`] : []),
    ...(step.sizeProblem ? [`${where} target size ${step.sizeProblem} < 24×24 — ${step.label}`] : []),
  ]);

/** Pairs of consecutive stops that go against document order. */
const orderProblems = (steps: FocusProbe[], where: string, forward: boolean) =>
  steps.slice(1).flatMap((step, index) => {
    const previous = steps[index]!;
    const inOrder = forward ? step.order > previous.order : step.order < previous.order;
    return inOrder ? [] : [`${where} focus order jumps back: ${previous.label} → ${step.label}`];
  });

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    for (const scheme of SCHEMES) {
      test(`a keyboard walk of / and a deep route at ${width} px: ${language}, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await prepareVisitor(page, { language, scheme });
        // A set: both directions find the same indicator and size problems.
        const problems = new Set<string>();
        const report = (...lines: string[]) => lines.forEach((line) => problems.add(line));

        for (const path of ROUTES) {
          const where = `${path} ${language} ${scheme} ${width}px:`;
          await openRoute(page, path);
          const tabbables = await page.evaluate(markTabbables);
          const limit = tabbables.length + 2;

          const forward = await walk(page, 'Tab', limit);
          report(...stepProblems(forward, where, 'Tab'), ...orderProblems(forward, where, true));
          const visited = new Set(forward.map((step) => step.key));
          report(
            ...tabbables
              .filter((tabbable) => !visited.has(tabbable.key))
              .map((tabbable) => `${where} never reached by Tab: ${tabbable.label}`),
          );

          // Backwards, each stop scrolls in from the top, where the navbar is.
          const backward = await walk(page, 'Shift+Tab', limit);
          report(...stepProblems(backward, where, 'Shift+Tab'), ...orderProblems(backward, where, false));

          // The skip link comes first and moves focus to the main content.
          await page.reload();
          await settle(page);
          await page.keyboard.press('Tab');
          await expect.soft(page.getByRole('link', { name: SKIP_LINK }), `${where} first Tab stop`).toBeFocused();
          await page.keyboard.press('Enter');
          await expect.soft(page.locator('main'), `${where} the skip link moves focus to main`).toBeFocused();
          await page.keyboard.press('Tab');
          const next = await page.evaluate(() => {
            const main = document.querySelector('main');
            const active = document.activeElement;
            if (!main || !active || active === document.body) return 'nothing';
            return main.contains(active) || main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING
              ? ''
              : active.outerHTML.slice(0, 160);
          });
          if (next) report(`${where} Tab after the skip link goes back before main, to ${next}`);
        }

        expect([...problems], `Keyboard problems:\n${[...problems].join('\n')}`).toEqual([]);
      });
    }
  }
}
