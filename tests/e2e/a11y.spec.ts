// Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA) on every page and every modal reachable from
// it, for each role that sees it, at 360 px and 1280 px, with JavaScript on and off (the two
// projects). No page may scroll sideways on a 360 px phone. One family per worker (a worker
// fixture), seeded through the API; modals are found by following the page's own `?modal=` links.
import { expect, test as base, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { familyWith, sameOrigin } from "./helpers";
import { mirrorOf, runAxe } from "./axe";

const WIDTHS = [1280, 360] as const;

type Role = "owner" | "admin" | "member" | "guest";
type Family = { code: string; pages: Record<Role, Page>; anon: Page; adminId: number };

async function pngDataUrl() {
  const buf = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${buf.toString("base64")}`;
}

/** One of everything, so that every card, list and per-record modal renders. */
async function seed(pages: Record<Role, Page>) {
  const post = async (page: Page, url: string, data: unknown, method: "post" | "put" = "post") => {
    const res = await page.request[method](url, { data, headers: sameOrigin(page) });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const owner = pages.owner;
  await post(owner, "/api/announcements", { title: "Reunion is on", content: "See you in July.", pinned: true });
  await post(pages.member, "/api/announcements", { title: "Potluck idea", content: "Everyone brings a dish." });
  await post(owner, "/api/events", { title: "Picnic", description: "At the lake", event_date: "2031-07-04T16:00:00Z", location: "Lake park" });
  await post(owner, "/api/birthdays", { name: "Grandma Rose", month: 1, day: 15 });
  await post(owner, "/api/family-members", { name: "Uncle Bob", phone: "555-123-4567", email: "bob@example.test", comments: "Brings the grill" });
  await post(owner, "/api/reunion-details", { location: "Lake park", start_date: "2031-07-03", end_date: "2031-07-06", description: "Three days" }, "put");
  await post(owner, "/api/activities", { name: "Canoeing", description: "Two boats", date: "2031-07-04", time: "10:00", price: 15, location: "Dock" });
  await post(owner, "/api/surveys", {
    title: "Reunion dates",
    description: "Which weekend works?",
    questions: [
      { question: "Which weekend?", question_type: "multiple_choice", options: ["First", "Second"] },
      { question: "Anything else?", question_type: "text", required: false },
    ],
  });
  await post(owner, "/api/albums", { name: "Summer", description: "At the lake" });
  await post(owner, "/api/photos", { title: "Lake view", image_url: await pngDataUrl(), album: "Summer" });
}

const test = base.extend<object, { family: Family }>({
  family: [
    async ({ browser }, use, workerInfo) => {
      const jsOn = workerInfo.project.use.javaScriptEnabled !== false;
      const { code, people } = await familyWith(browser as Browser, ["admin", "member", "guest"], jsOn);
      const pages = { owner: people.owner!.page, admin: people.admin!.page, member: people.member!.page, guest: people.guest!.page };
      await seed(pages);
      const members = (await (await pages.owner.request.get("/api/family/members")).json()) as { id: number; email: string }[];
      const adminId = members.find((m) => m.email === people.admin!.email)!.id;
      const anonCtx = await browser.newContext({ javaScriptEnabled: jsOn });
      const anon = await anonCtx.newPage();
      await use({ code, pages, anon, adminId });
      for (const p of [...Object.values(pages), anon]) await p.context().close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

type Finding = string;

/** axe at both widths (and the sideways-scroll check at 360 px) on the page as it is now. */
let audited = 0;
async function audit(page: Page, label: string, findings: Finding[], jsOn: boolean) {
  audited += 1;
  // A quiet card menu (<details class="card-menu">) is audited open, so its entries are checked too
  // (the no-JS mirror copies the open attribute with the HTML). One at a time is how people see
  // them: the page's last menu, whose list covers no other card's controls; not behind a dialog.
  await page.evaluate(() => {
    if (document.querySelector("dialog[open], [role=dialog]")) return;
    const menus = document.querySelectorAll("details.card-menu");
    menus[menus.length - 1]?.setAttribute("open", "");
  });
  const subject = jsOn ? page : await mirrorOf(page);
  for (const width of WIDTHS) {
    const size = { width, height: width === 360 ? 740 : 900 };
    await page.setViewportSize(size);
    if (subject !== page) await subject.setViewportSize(size);
    if (width === 360) {
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      if (sw > 360) {
        // Name the widest culprits: elements that end past the right edge.
        const wide = await page.evaluate(() =>
          Array.from(document.body.querySelectorAll("*"))
            .filter((e) => e.getBoundingClientRect().right > 360.5 && !e.closest("[hidden]"))
            .slice(-4)
            .map((e) => `${e.tagName.toLowerCase()}.${(e.getAttribute("class") ?? "").replace(/ /g, ".")} right=${Math.round(e.getBoundingClientRect().right)}`),
        );
        findings.push(`${label} @360: scrolls sideways (scrollWidth ${sw}): ${wide.join(", ")}`);
      }
    }
    for (const v of await runAxe(subject)) {
      findings.push(`${label} @${width}: ${v.id} (${v.impact}, ${v.count}×) ${v.help}\n    ${v.nodes.join("\n    ")}`);
    }
  }
}

/** Opens `path`, audits it, then every modal its own `?modal=` links open (breadth-first, once per modal name). */
async function auditWithModals(page: Page, path: string, findings: Finding[], jsOn: boolean, extra: string[] = []) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  const pathname = new URL(page.url()).pathname;
  await audit(page, path, findings, jsOn);
  const seen = new Set<string>();
  const queue: string[] = [...extra];
  const collect = async () => {
    const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href*='modal=']"), (a) => a.href));
    for (const href of hrefs) {
      const u = new URL(href);
      const name = u.searchParams.get("modal");
      if (u.pathname !== pathname || !name || seen.has(name)) continue;
      seen.add(name);
      queue.push(u.pathname + u.search);
    }
  };
  await collect();
  while (queue.length > 0) {
    const url = queue.shift()!;
    await page.goto(url);
    await expect(page.getByRole("dialog").first(), `${url} opens a dialog`).toBeVisible();
    await audit(page, url, findings, jsOn);
    await collect();
  }
  return seen;
}

const DASHBOARD = [
  "/dashboard",
  "/dashboard/events",
  "/dashboard/photos",
  "/dashboard/trip",
  "/dashboard/birthdays",
  "/dashboard/directory",
  "/dashboard/surveys",
  "/dashboard/fundraising",
  "/dashboard/tokens",
];
const ROLE_PAGES: Record<Role, string[]> = {
  owner: [...DASHBOARD, "/dashboard/admin", "/dashboard/admin/audit", "/dashboard/integrations", "/dashboard/subscription"],
  // An admin sees what the owner sees, except on these pages (e.g. 'Permission Denied' for the owner).
  admin: ["/dashboard", "/dashboard/admin", "/dashboard/integrations", "/dashboard/subscription"],
  member: DASHBOARD,
  guest: DASHBOARD,
};

for (const role of ["owner", "admin", "member", "guest"] as Role[]) {
  test(`${role}: every tab and its modals have no WCAG A/AA violations`, async ({ family, javaScriptEnabled }) => {
    test.setTimeout(300_000);
    const page = family.pages[role];
    const findings: Finding[] = [];
    for (const path of ROLE_PAGES[role]) {
      const extra =
        path === "/dashboard/admin" && role === "owner" ? [`/dashboard/admin?modal=transfer-ownership&id=${family.adminId}`] : [];
      await auditWithModals(page, path, findings, javaScriptEnabled, extra);
    }
    if (role === "owner") {
      await auditWithModals(page, "/dashboard/no-such-tab", findings, javaScriptEnabled);
      await auditWithModals(page, "/payment-success?session_id=cs_test_a11y", findings, javaScriptEnabled);
      // The built-in test checkout page (/checkout/{id}), reached as the Plan tab's upgrade reaches it.
      const res = await page.request.post("/api/payments/checkout/subscription", { data: { package_id: "small_family" }, headers: sameOrigin(page) });
      expect(res.status(), await res.text()).toBe(200);
      const checkout = new URL(((await res.json()) as { url: string }).url, page.url());
      expect(checkout.pathname).toMatch(/^\/checkout\/cs_test_local_/);
      await auditWithModals(page, checkout.pathname + checkout.search, findings, javaScriptEnabled);
    }
    console.log(`${role}: ${audited} page and modal states audited so far in this worker`);
    expect(findings, findings.join("\n")).toEqual([]);
  });
}

test("public pages and their modals have no WCAG A/AA violations", async ({ family, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const page = family.anon;
  const findings: Finding[] = [];
  const landing = await auditWithModals(page, "/", findings, javaScriptEnabled);
  expect([...landing].sort()).toEqual(["privacy", "terms"]);
  await auditWithModals(page, "/auth", findings, javaScriptEnabled, ["/auth?modal=reset"]);
  await auditWithModals(page, "/auth?mode=signup", findings, javaScriptEnabled);
  await auditWithModals(page, `/invite/${family.code}`, findings, javaScriptEnabled);
  await auditWithModals(page, "/invite/NOSUCHCODE", findings, javaScriptEnabled);
  await auditWithModals(page, "/reset-password?token=not-a-real-token", findings, javaScriptEnabled);
  await auditWithModals(page, "/reset-password", findings, javaScriptEnabled);
  await auditWithModals(page, "/no-such-page", findings, javaScriptEnabled);
  await auditWithModals(page, "/api/docs", findings, javaScriptEnabled);
  expect(findings, findings.join("\n")).toEqual([]);
});
