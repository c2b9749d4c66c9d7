// Page checks for the browser tests. axe-core is injected through the driver (not as a page script), so the
// page's strict Content-Security-Policy stays on while it runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// axeViolations scans the whole page and returns its serious and critical violations, one line each.
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(axeSource);
  }
  const results = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}


// Visible elements that stick out past the right edge (overflow that a clipping parent hides).
export function clipped(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden, [hidden], dialog:not([open])'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ends at ${Math.round(el.getBoundingClientRect().right)}px`),
  );
}

// Collects the page's console errors and uncaught exceptions (CSP violations are console errors).
export function watchProblems(page) {
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(String(e)));
  return problems;
}
