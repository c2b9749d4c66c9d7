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

// The release-QA sizes (the eleventh is 200% zoom: a 640x400 viewport at 2 device pixels per CSS pixel).
export const sizes = [
  [320, 568], [375, 667], [390, 844], [430, 932], [768, 1024], [1024, 768],
  [1280, 800], [1440, 900], [1920, 1080], [844, 390],
];

// What sticks out sideways on the page: the page's own scroll and clipped elements.
export async function overflow(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return [...(width > 0 ? [`page scrolls ${width}px sideways`] : []), ...(await clipped(page))];
}

// overflowAtAllSizes loads a page with load(page) at every size and at 200% zoom, and returns
// every horizontal overflow found, labelled with its size.
export async function overflowAtAllSizes(browser, load) {
  const problems = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await load(page);
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    problems.push(...(await overflow(page)).map((p) => `${w}x${h}: ${p}`));
  }
  await page.close();
  const zoomed = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  await load(zoomed);
  problems.push(...(await overflow(zoomed)).map((p) => `200%: ${p}`));
  await zoomed.close();
  return problems;
}
