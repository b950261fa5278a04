import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until a public page's islands have hydrated (src/islands/start.ts): until then a form's
 * button waits, dimmed, for JavaScript. Pages without islands (the admin) go on at once.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector("casa-island[data-island]") ||
      document.documentElement.dataset.islands === "ready" ||
      // A page Next.js answered itself (a form posted without JavaScript), which the App Router
      // hydrates whole (docs/decisions/018).
      "next" in window,
  );
}

/** Runs axe-core (WCAG 2.x A and AA rules) on the page and fails on any violation. */
export async function expectNoAxeViolations(
  page: Page,
  options: {
    impacts?: ("minor" | "moderate" | "serious" | "critical")[];
    /** Also axe's best-practice and experimental rules (p-as-heading, label-content-name-mismatch…). */
    allRules?: boolean;
  } = {},
) {
  await islandsHydrated(page);
  // A toast caught while it fades in is half transparent, and axe measures its contrast as it
  // is at that instant: let finite animations and transitions finish first (spinners never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags([
      ...["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
      ...(options.allRules ? ["best-practice", "experimental"] : []),
    ])
    .analyze();
  const violations = results.violations.filter(
    (violation) => !options.impacts || options.impacts.includes(violation.impact ?? "minor"),
  );
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
