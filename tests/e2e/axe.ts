// axe-core in the e2e suite (decision record 112): WCAG 2.0/2.1/2.2 A and AA plus a few best-practice
// rules, run in the page, or without JavaScript on a copy of the server's HTML. Shared by the
// whole-app sweep (a11y.spec.ts) and journeys that check their own modal (signups.spec.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// axe-core's source, evaluated in the page (page.evaluate runs even with javaScriptEnabled: false,
// which only stops the page's own scripts).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type Violation = { id: string; impact: string; help: string; nodes: string[]; count: number };

// Rules outside the WCAG tags that the issue asks for as well (one h1, one banner, unique landmarks).
const EXTRA_RULES = [
  "page-has-heading-one",
  "landmark-one-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-main",
  "landmark-no-duplicate-contentinfo",
  "landmark-unique",
  "scrollable-region-focusable",
  "empty-heading",
  "heading-order",
];

export async function runAxe(page: Page): Promise<Violation[]> {
  return page.evaluate(
    async ({ src, tags, extra }) => {
      type Axe = { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> };
      const w = window as unknown as { axe?: Axe };
      if (!w.axe) (0, eval)(src);
      const r = await w.axe!.run(document, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
        resultTypes: ["violations"],
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 4).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split("\n").slice(1, 2).join(" ") ?? ""}`),
        count: v.nodes.length,
      }));
    },
    { src: axeSource, tags: TAGS, extra: EXTRA_RULES },
  );
}

/**
 * Without JavaScript the page runs no scripts, and Chromium then runs no timers or promise jobs
 * either, so axe cannot run in it. The no-JS DOM is exactly the server's HTML, so axe runs on a copy
 * of it (scripts removed, same address, same cookies for images) in a helper page with JavaScript.
 */
const helpers = new WeakMap<Page, Page>();
export async function mirrorOf(page: Page): Promise<Page> {
  let aux = helpers.get(page);
  if (!aux) {
    const ctx = await page.context().browser()!.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: true });
    aux = await ctx.newPage();
    helpers.set(page, aux);
    page.context().on("close", () => void ctx.close().catch(() => {}));
  }
  const target = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const handler = (route: import("@playwright/test").Route) => route.fulfill({ status: 200, contentType: "text/html", body: html });
  const matches = (u: URL) => u.href === target;
  await aux.route(matches, handler);
  await aux.goto(target);
  await aux.unroute(matches, handler);
  return aux;
}

/**
 * axe on the page as it is now at one width (and, at 360 px, whether it scrolls sideways): the
 * findings as lines, empty when clean.
 */
export async function axeFindings(page: Page, jsOn: boolean, width: number): Promise<string[]> {
  const size = { width, height: width <= 360 ? 740 : 900 };
  await page.setViewportSize(size);
  const subject = jsOn ? page : await mirrorOf(page);
  if (subject !== page) await subject.setViewportSize(size);
  const findings: string[] = [];
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  if (sw > width) findings.push(`scrolls sideways at ${width} px (scrollWidth ${sw})`);
  for (const v of await runAxe(subject)) findings.push(`${v.id} (${v.impact}, ${v.count}×) ${v.help}\n    ${v.nodes.join("\n    ")}`);
  return findings;
}
