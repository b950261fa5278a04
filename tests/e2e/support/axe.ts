import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, ElementContext, Result, RunOptions } from "axe-core";

/**
 * Waits until a public page's islands near the view have hydrated (src/islands/start.ts; those
 * further down hydrate as a test scrolls to them, docs/decisions/021): until then a form's
 * button waits, dimmed, for JavaScript. Pages without islands (the admin) go on at once.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  // React loads when the visitor first acts on the page (src/islands/boot.ts): here a key that
  // does nothing on its own.
  await page.keyboard.press("Shift");
  await page.waitForFunction(
    () =>
      !document.querySelector("casa-island[data-island]") ||
      document.documentElement.dataset.islands === "ready" ||
      // A page Next.js answered itself (a form posted without JavaScript), which the App Router
      // hydrates whole (docs/decisions/018).
      "next" in window,
  );
}

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.x A and AA; with `allRules`, also axe's best-practice and experimental rules. */
function axeTags(allRules = false): string[] {
  const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  return allRules ? [...wcag, "best-practice", "experimental"] : wcag;
}

/**
 * axe-core's violations on the page as it is now: axe runs in the page itself and sends back
 * only what it finds wrong. (@axe-core/playwright took four to eight times as long for the same
 * verdict: it loaded axe twice, checked in a second, blank page and sent back every passing
 * node.) The page's own document only: its one kind of frame, a map or a video, is the
 * provider's, shown when asked for.
 */
export async function axeViolations(
  page: Page,
  options: { tags?: string[]; rules?: string[]; exclude?: string } = {},
): Promise<Result[]> {
  const runOnly: RunOptions["runOnly"] = options.rules
    ? { type: "rule", values: options.rules }
    : { type: "tag", values: options.tags ?? axeTags() };
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ exclude, runOnly }) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      const context = exclude ? { include: "html", exclude } : "html";
      const options: RunOptions = { runOnly, resultTypes: ["violations"], iframes: false };
      return (await axe.run(context, options)).violations;
    },
    { exclude: options.exclude, runOnly },
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
  const violations = (await axeViolations(page, { tags: axeTags(options.allRules) })).filter(
    (violation) => !options.impacts || options.impacts.includes(violation.impact ?? "minor"),
  );
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
