// The OpenAPI document over real HTTP: it covers every /api route of app/routes/api/routes.ts and its methods, it
// keeps OpenAPI 3.1's structural rules, real answers match their declared shapes, and /api/docs
// renders without any third-party script.
//
// No OpenAPI/JSON-Schema-2020-12 validator package is installed (ajv here is v6, draft-07 only),
// so the structural rules are checked by hand below, and answers are checked by a small
// JSON-Schema checker (type, properties, required, undeclared keys, items, enum, anyOf/oneOf,
// allOf, $ref), strict about keys a schema does not declare unless it allows additional ones.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes as apiRouteTable } from "~/routes/api/routes";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, familyWithEveryRole, joinFamily, uniqueEmail, type RoleFamily } from "../helpers/client";

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let server: TestServer;
let doc: Schema;
let fam: RoleFamily;

const SUPER_ADMIN_CODE = "documented-operator-code";

beforeAll(async () => {
  server = await startServer({ SUPER_ADMIN_CODE });
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Schema;
  fam = await familyWithEveryRole(server.url, "The Documented");
});

afterAll(async () => {
  await server?.stop();
});

// ---- app/routes/api/routes.ts (the /api route table) → the paths and methods its modules serve ----

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeMethods(source: string): string[] {
  // A handler key on its own line (apiRoute({ GET: ... })) or inline (itemRoute({ GET: getThing, ... })).
  return METHODS.filter((m) => new RegExp(`(^\\s+|[{,]\\s*)${m}\\s*:`, "m").test(source));
}

const appDir = path.resolve(__dirname, "../../app");
const apiRoutes = apiRouteTable
  // The unknown-path catch-all and the HTML page /api/docs are not calls of the API.
  .filter((r) => r.path !== "*" && r.file.endsWith(".ts"))
  .map((r) => ({
    file: r.file,
    path: "/" + r.path!.split("/").map((s) => (s.startsWith(":") ? `{${s.slice(1)}}` : s)).join("/"),
    methods: routeMethods(fs.readFileSync(path.join(appDir, r.file), "utf8")),
  }));

describe("the document covers every /api route", () => {
  it("finds the route files (sanity)", () => {
    expect(apiRoutes.length).toBeGreaterThan(60);
    expect(apiRoutes.find((r) => r.file === "routes/api/surveys/$id.results.csv.ts")?.path).toBe("/surveys/{id}/results.csv");
    expect(apiRoutes.find((r) => r.file === "routes/api/family-group/name.ts")?.path).toBe("/family-group/name");
    expect(apiRoutes.find((r) => r.file === "routes/api/events/index.ts")?.methods).toEqual(["GET", "POST"]);
  });

  it("has every route file's path and methods", () => {
    const missing: string[] = [];
    for (const r of apiRoutes) {
      if (r.methods.length === 0) missing.push(`${r.file}: no handlers found (not an apiRoute?)`);
      for (const m of r.methods) {
        if (!doc.paths[r.path]?.[m.toLowerCase()]) missing.push(`${m} /api${r.path}  (app/${r.file})`);
      }
    }
    expect(missing, `Routes missing from /api/openapi.json — add them to the area's api-doc.ts:\n${missing.join("\n")}`).toEqual([]);
  });

  it("documents no call that does not exist", () => {
    const served = new Set(apiRoutes.flatMap((r) => r.methods.map((m) => `${m.toLowerCase()} ${r.path}`)));
    const extra: string[] = [];
    for (const [p, item] of Object.entries(doc.paths as Schema)) {
      for (const m of Object.keys(item)) if (!served.has(`${m} ${p}`)) extra.push(`${m} ${p}`);
    }
    expect(extra).toEqual([]);
  });
});

// ---- structural rules of OpenAPI 3.1 ----

function resolve(ref: string): Schema | undefined {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .reduce<Schema | undefined>((node, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}

function allRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => allRefs(n, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else allRefs(v, out);
    }
  }
  return out;
}

describe("the document keeps OpenAPI 3.1's structure", () => {
  it("is OpenAPI 3.1 with info, paths and the bearer scheme", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("every operation has responses, a unique operationId, its path parameters, and known security", () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(doc.paths as Schema)) {
      if (!p.startsWith("/")) problems.push(`${p}: path must start with /`);
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item as Schema)) {
        const where = `${method} ${p}`;
        if (!["get", "put", "post", "delete", "options", "head", "patch", "trace"].includes(method)) problems.push(`${where}: unknown method`);
        const responses = Object.keys(op.responses ?? {});
        if (responses.length === 0) problems.push(`${where}: no responses`);
        if (!responses.some((s) => /^2\d\d$/.test(s))) problems.push(`${where}: no success response`);
        for (const s of responses) if (!/^[1-5](\d\d|XX)$|^default$/.test(s)) problems.push(`${where}: bad status ${s}`);
        for (const [s, r] of Object.entries(op.responses as Schema)) if (typeof r.description !== "string") problems.push(`${where} ${s}: response without description`);
        if (ids.has(op.operationId)) problems.push(`${where}: duplicate operationId ${op.operationId}`);
        ids.add(op.operationId);
        const declared = (op.parameters ?? []).filter((x: Schema) => x.in === "path");
        for (const n of names) {
          const d = declared.find((x: Schema) => x.name === n);
          if (!d) problems.push(`${where}: path parameter ${n} not declared`);
          else if (d.required !== true) problems.push(`${where}: path parameter ${n} must be required`);
        }
        for (const d of declared) if (!names.includes(d.name)) problems.push(`${where}: parameter ${d.name} is not in the path`);
        for (const x of op.parameters ?? []) if (!["query", "header", "path", "cookie"].includes(x.in)) problems.push(`${where}: bad parameter location`);
        for (const req of op.security ?? []) for (const scheme of Object.keys(req)) if (!doc.components.securitySchemes[scheme]) problems.push(`${where}: unknown security ${scheme}`);
        if (op.requestBody && !op.requestBody.content) problems.push(`${where}: requestBody without content`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every $ref resolves", () => {
    const unresolved = allRefs(doc).filter((r) => resolve(r) === undefined);
    expect(unresolved).toEqual([]);
  });

  it("describes the input pieces with their types and limits (not empty schemas)", () => {
    const body = doc.paths["/events"].post.requestBody.content["application/json"].schema;
    expect(body.properties.title).toMatchObject({ type: "string", maxLength: 200, minLength: 1 });
    expect(body.required).toEqual(expect.arrayContaining(["title", "description", "event_date"]));
    const rsvp = doc.paths["/events/rsvp"].post.requestBody.content["application/json"].schema;
    expect(rsvp.properties.guest_count).toMatchObject({ type: "integer", minimum: 1, maximum: 20 });
    expect(rsvp.properties.attending).toMatchObject({ type: "boolean" });
    const token = doc.paths["/tokens"].post.requestBody.content["application/json"].schema;
    expect(token.properties.scope).toMatchObject({ type: "string", enum: ["read", "read-write"], default: "read" });
    // No request field anywhere is an empty (undescribed) schema.
    const empty: string[] = [];
    for (const [p, item] of Object.entries(doc.paths as Schema)) {
      for (const [m, op] of Object.entries(item as Schema)) {
        const s = op.requestBody?.content?.["application/json"]?.schema;
        const walk = (x: Schema, at: string) => {
          if (!x || typeof x !== "object") return;
          for (const [k, v] of Object.entries((x.properties ?? {}) as Schema)) {
            if (Object.keys(v).length === 0) empty.push(`${m} ${p} ${at}${k}`);
            walk(v, `${at}${k}.`);
          }
          if (x.items) walk(x.items, `${at}[].`);
          for (const part of x.allOf ?? []) walk(part, at);
        };
        if (s && !(p === "/payments/webhook")) walk(s, "");
      }
    }
    expect(empty).toEqual([]);
  });

  it("states who may call, from the permission table", () => {
    expect(doc.paths["/events/{id}"].delete["x-kindred-roles"]).toEqual(["owner", "admin"]);
    expect(doc.paths["/events"].get["x-kindred-roles"]).toEqual(["owner", "admin", "member", "guest"]);
    expect(doc.paths["/family-group/name"].put.description).toContain("Who may call:** Owner.");
    expect(doc.paths["/auth/login"].post.security).toEqual([]);
    expect(doc.paths["/campaigns"].post["x-kindred-roles"]).toEqual(["owner", "admin"]);
    expect(doc.paths["/family-group/branding"].put.description).toContain("Who may call:** Owner. Large Family plan only.");
    expect(doc.paths["/super-admin/users/{id}"].delete["x-kindred-roles"]).toEqual(["super_admin"]);
    expect(doc.paths["/super-admin/users/{id}"].delete.description).toContain("Who may call:** Super admin. Platform super admins only.");
  });
});

// ---- real answers against their declared shapes ----

function check(schema: Schema, value: unknown, at = "$"): string[] {
  if (schema.$ref) return check(resolve(schema.$ref)!, value, at);
  if (schema.allOf) return schema.allOf.flatMap((s: Schema) => check({ ...s, additionalProperties: s.additionalProperties ?? {} }, value, at));
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) {
    return alts.some((s: Schema) => check(s, value, at).length === 0) ? [] : [`${at}: matches none of ${alts.length} alternatives`];
  }
  const errors: string[] = [];
  const types: string[] | undefined = schema.type === undefined ? undefined : [schema.type].flat();
  if (types) {
    const actual = value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;
    const ok = types.includes(actual) || (actual === "integer" && types.includes("number"));
    if (!ok) return [`${at}: expected ${types.join("|")}, got ${actual}`];
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (schema.const !== undefined && schema.const !== value) errors.push(`${at}: expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(value) && schema.items) value.forEach((v, i) => errors.push(...check(schema.items, v, `${at}[${i}]`)));
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Schema;
    for (const r of schema.required ?? []) if (!(r in obj)) errors.push(`${at}: missing ${r}`);
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) errors.push(...check(props[k], v, `${at}.${k}`));
      else if (schema.additionalProperties === false || (schema.additionalProperties === undefined && schema.properties)) {
        errors.push(`${at}: undeclared key ${k}`);
      } else if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
        errors.push(...check(schema.additionalProperties, v, `${at}.${k}`));
      }
    }
  }
  return errors;
}

function declared(method: string, p: string, status: number): Schema {
  const op = doc.paths[p]?.[method];
  expect(op, `${method} ${p}`).toBeTruthy();
  const schema = op.responses[String(status)]?.content?.["application/json"]?.schema;
  expect(schema, `${method} ${p} ${status}`).toBeTruthy();
  return schema;
}

describe("real answers match their declared shapes", () => {
  it("the checker itself refuses a wrong shape", () => {
    const s = declared("get", "/events/{id}", 200);
    expect(check(s, { id: "1" })).not.toEqual([]);
    expect(check({ type: "object", properties: { a: { type: "string" } } }, { a: "x", b: 1 })).toEqual(["$: undeclared key b"]);
  });

  it("signed-in calls across the areas", async () => {
    const owner = fam.owner.client;
    const ev = await owner.post("/events", { title: "Shaped", description: "d", event_date: new Date(Date.now() + 864e5).toISOString(), location: "" });
    await fam.member.client.post("/events/rsvp", { event_id: ev.body.id, attending: true, guest_count: 2, comments: "yes" });
    const salad = await owner.post(`/events/${ev.body.id}/signups`, { name: "Potato salad", quantity: 2 });
    await fam.member.client.post(`/events/${ev.body.id}/signups/${salad.body.id}/claim`, { quantity: 1, note: "vegan" });
    await owner.post("/photos", { title: "A photo", image_url: "https://example.org/a.jpg" });
    await owner.post("/birthdays", { name: "Gran", month: 3, day: 4 });
    await owner.post("/family-members", { name: "Uncle Joe", phone: "555 0100 200", email: "joe@example.org", comments: "" });
    await owner.post("/announcements", { title: "Hello", content: "World" });
    await owner.post("/activities", { name: "Hike", date: "2026-07-04", price: 5 });
    await owner.post("/tokens", { name: "shape", scope: "read" });
    const campaign = await owner.post("/campaigns", { title: "Hall", description: "The reunion hall", goal_amount: 1500 });
    await owner.post(`/campaigns/${campaign.body.id}/entries`, { entry_type: "collected", amount: 100, payer_name: "Gran" });
    await fam.member.client.post(`/campaigns/${campaign.body.id}/entries`, { entry_type: "pledge", amount: 25.5, payer_name: fam.member.name });
    const quiet = await owner.post("/campaigns", { title: "Quiet", description: "", goal_amount: 50, show_donor_names: false, show_progress_details: false });
    const survey = await owner.post("/surveys", { title: "Shape", description: "d", questions: [{ question: "Coming?", question_type: "yes_no" }] });
    await fam.member.client.post("/surveys/respond", { survey_id: survey.body.id, responses: [{ question_id: survey.body.questions[0].id, answer: "yes" }] });
    await owner.post("/surveys/respond", { survey_id: survey.body.id, responses: [{ question_id: survey.body.questions[0].id, answer: "no" }] });

    const calls: Array<[string, string, string?]> = [
      ["get", "/auth/me"],
      ["get", "/events"],
      ["get", "/events/{id}", `/events/${ev.body.id}`],
      ["get", "/events/{id}/signups", `/events/${ev.body.id}/signups`],
      ["get", "/photos"],
      ["get", "/photos/album-list"],
      ["get", "/albums"],
      ["get", "/tokens"],
      ["get", "/birthdays"],
      ["get", "/family-members"],
      ["get", "/family/members"],
      ["get", "/family/settings"],
      ["get", "/family/audit-logs"],
      ["get", "/announcements"],
      ["get", "/announcements/mine"],
      ["get", "/family-group"],
      ["get", "/subscription/usage"],
      ["get", "/subscription-tiers"],
      ["get", "/reunion-details"],
      ["get", "/activities"],
      ["get", "/surveys"],
      ["get", "/surveys/{id}", `/surveys/${survey.body.id}`],
      ["get", "/bible-verses/daily"],
      ["get", "/homepage/inspiration-enabled"],
      ["get", "/email-templates/{key}", "/email-templates/announcement_notification"],
      ["get", "/invite/{code}", `/invite/${fam.owner.familyCode}`],
      ["get", "/family-code/{code}", `/family-code/${fam.owner.familyCode}`],
      ["get", "/invite-stats/{code}", `/invite-stats/${fam.owner.familyCode}`],
      ["get", "/campaigns"],
      ["get", "/campaigns/{id}", `/campaigns/${campaign.body.id}`],
      ["get", "/campaigns/{id}/summary", `/campaigns/${campaign.body.id}/summary`],
      ["get", "/admin/bank-account"],
      ["get", "/family-group/branding"],
    ];
    // A member sees the campaigns with hidden details and names (nulls, "Anonymous").
    const asMember: Array<[string, string, string?]> = [
      ["get", "/campaigns"],
      ["get", "/surveys"],
      ["get", "/surveys/{id}", `/surveys/${survey.body.id}`],
      ["get", "/campaigns/{id}/summary", `/campaigns/${campaign.body.id}/summary`],
      ["get", "/campaigns/{id}/summary", `/campaigns/${quiet.body.id}/summary`],
      ["get", "/family-group/branding"],
    ];
    const problems: string[] = [];
    const runs = [...calls.map((c) => [owner, "", c] as const), ...asMember.map((c) => [fam.member.client, " (member)", c] as const)];
    for (const [client, who, [method, p, actual]] of runs) {
      const res = await client.call(method.toUpperCase(), actual ?? p);
      if (res.status !== 200) {
        problems.push(`${method} ${p}${who}: status ${res.status} ${JSON.stringify(res.body)}`);
        continue;
      }
      problems.push(...check(declared(method, p, 200), res.body, `${method} ${p}${who}`));
    }
    expect(problems).toEqual([]);
  });

  it("writes and their answers", async () => {
    const owner = fam.owner.client;
    const problems: string[] = [];
    const expectShape = (method: string, p: string, res: { status: number; body: unknown }) => {
      if (res.status !== 200) problems.push(`${method} ${p}: status ${res.status} ${JSON.stringify(res.body)}`);
      else problems.push(...check(declared(method, p, 200), res.body, `${method} ${p}`));
    };
    expectShape("post", "/tokens", await owner.post("/tokens", { name: "written", scope: "read-write", expires_in: "1y" }));
    const ev = await owner.post("/events", { title: "W", description: "d", event_date: "2026-12-01T10:00:00Z" });
    expectShape("post", "/events", ev);
    expectShape("post", "/events/rsvp", await fam.member.client.post("/events/rsvp", { event_id: ev.body.id, attending: false }));
    const photo = await owner.post("/photos", { title: "P", image_url: "https://example.org/b.jpg" });
    expectShape("post", "/photos", photo);
    expectShape("post", "/photos/heart", await owner.post("/photos/heart", { photo_id: photo.body.id }));
    expectShape("post", "/photos/comment", await owner.post("/photos/comment", { photo_id: photo.body.id, comment: "Nice" }));
    expectShape("post", "/announcements", await fam.member.client.post("/announcements", { title: "Pending", content: "Please" }));
    expectShape("put", "/profile/name", await owner.put("/profile/name", { name: "Olivia Owner" }));
    expectShape("delete", "/events/{id}", await owner.del(`/events/${ev.body.id}`));
    const campaign = await owner.post("/campaigns", { title: "Roof", description: "", goal_amount: "2,000.50", visibility: "admins" });
    expectShape("post", "/campaigns", campaign);
    expectShape("put", "/campaigns/{id}", await owner.put(`/campaigns/${campaign.body.id}`, { goal_amount: 2500 }));
    const entry = await owner.post(`/campaigns/${campaign.body.id}/entries`, { entry_type: "pledge", amount: 10, payer_name: "Uncle Joe", memo: "June" });
    expectShape("post", "/campaigns/{id}/entries", entry);
    expectShape("delete", "/campaigns/{id}/entries/{entryId}", await owner.del(`/campaigns/${campaign.body.id}/entries/${entry.body.id}`));
    expectShape("put", "/campaigns/{id}", await owner.put(`/campaigns/${campaign.body.id}`, { status: "closed" }));
    expectShape("delete", "/campaigns/{id}", await owner.del(`/campaigns/${campaign.body.id}`));
    expectShape(
      "post",
      "/admin/bank-account",
      await owner.post("/admin/bank-account", { account_holder_name: "Olivia Owner", routing_number: "021000021", account_number: "1234-5678-9" }),
    );
    expectShape("get", "/admin/bank-account", await owner.get("/admin/bank-account"));
    expect(problems).toEqual([]);
  });

  it("super admin calls, and Large Family's branding (also on the public invite)", async () => {
    const sa = new ApiClient(server.url);
    const reg = await sa.post("/auth/register", {
      email: uniqueEmail("super"),
      name: "Sue Super",
      password: "operator-pass",
      family_option: "create",
      family_name: "Operators",
      super_admin_code: SUPER_ADMIN_CODE,
    });
    expect(reg.status).toBe(200);
    sa.token = reg.body.access_token;
    const problems: string[] = [];
    const expectShape = (method: string, p: string, res: { status: number; body: unknown }) => {
      if (res.status !== 200) problems.push(`${method} ${p}: status ${res.status} ${JSON.stringify(res.body)}`);
      else problems.push(...check(declared(method, p, 200), res.body, `${method} ${p}`));
    };
    const familyId = (await fam.owner.client.get("/family-group")).body.id as number;
    const spare = await joinFamily(server.url, fam.owner.familyCode, "Spare Person");
    const spareId = spare.userId;

    expectShape("get", "/super-admin/analytics/overview", await sa.get("/super-admin/analytics/overview"));
    expectShape("get", "/super-admin/users/search", await sa.get("/super-admin/users/search?query=Spare"));
    expectShape("get", "/super-admin/users/all", await sa.get("/super-admin/users/all?limit=2"));
    expectShape("get", "/super-admin/families/list", await sa.get("/super-admin/families/list"));
    expectShape("get", "/super-admin/users/{id}", await sa.get(`/super-admin/users/${spareId}`));
    expectShape("put", "/super-admin/users/{id}/email", await sa.put(`/super-admin/users/${spareId}/email`, { new_email: uniqueEmail("moved") }));
    expectShape("put", "/super-admin/users/{id}/password", await sa.put(`/super-admin/users/${spareId}/password`, { new_password: "another-pass" }));
    expectShape("put", "/super-admin/users/{id}/suspended", await sa.put(`/super-admin/users/${spareId}/suspended`, { suspended: true, reason: "test" }));
    expectShape("delete", "/super-admin/users/{id}", await sa.del(`/super-admin/users/${spareId}`));
    expectShape("put", "/super-admin/families/{id}/name", await sa.put(`/super-admin/families/${familyId}/name`, { new_name: "The Documented Ones" }));
    expectShape("put", "/super-admin/families/{id}/plan", await sa.put(`/super-admin/families/${familyId}/plan`, { tier: "medium_family" }));
    expectShape("get", "/super-admin/audit-log", await sa.get("/super-admin/audit-log"));
    const csv = await sa.get("/super-admin/export/users");
    expect(csv.status).toBe(200);
    expect(String(csv.body).split("\n")[0]).toBe("id,name,email,role,family,plan,joined");
    const refused = await fam.owner.client.get("/super-admin/analytics/overview");
    expect(refused.status).toBe(403);
    problems.push(...check(declared("get", "/super-admin/analytics/overview", 403), refused.body, "403"));

    // Now on Large Family: the owner brands the family and the invite page shows it.
    const owner = fam.owner.client;
    expectShape("put", "/family-group/branding", await owner.put("/family-group/branding", { accent_color: "#2f6f6a" }));
    expectShape("get", "/family-group/branding", await owner.get("/family-group/branding"));
    const invite = await owner.get(`/invite/${fam.owner.familyCode}`);
    expect(invite.body.branding).toEqual({ accent_color: "#2f6f6a", logo_url: null });
    expectShape("get", "/invite/{code}", invite);
    expectShape("delete", "/family-group/branding/logo", await owner.del("/family-group/branding/logo"));
    expectShape("put", "/family-group/branding", await owner.put("/family-group/branding", { accent_color: null }));
    expect(problems).toEqual([]);
  });

  it("errors match the Error schema", async () => {
    const problems: string[] = [];
    const anon = new ApiClient(server.url);
    const cases: Array<[string, string, number, { status: number; body: unknown }]> = [
      ["get", "/events", 401, await anon.get("/events")],
      ["post", "/events", 400, await fam.owner.client.post("/events", { title: "" })],
      ["delete", "/events/{id}", 403, await fam.member.client.del("/events/1")],
      ["get", "/events/{id}", 404, await fam.owner.client.get("/events/999999")],
      ["post", "/tokens", 400, await fam.owner.client.post("/tokens", { name: "" })],
    ];
    for (const [m, p, status, res] of cases) {
      if (res.status !== status) problems.push(`${m} ${p}: expected ${status}, got ${res.status}`);
      problems.push(...check(declared(m, p, status), res.body, `${m} ${p} ${status}`));
    }
    const bad = await fam.owner.client.post("/events", { title: "" });
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe("/api/docs", () => {
  it("renders every area and call with who may call, the spec's error texts and a curl example, without third-party scripts", async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const title of ["Accounts and sign-in", "Personal access tokens", "Events", "Photos and albums", "Surveys", "Fundraising", "Integrations", "Super admin"]) {
      expect(html).toContain(`>${title}</h2>`);
    }
    const ops = Object.values(doc.paths as Schema).flatMap((item) => Object.values(item as Schema).map((op) => op.operationId as string));
    for (const id of ops) expect(html, id).toContain(`id="${id}"`);
    expect(html).toContain("Please fill in all required fields"); // POST /events error text
    expect(html).toContain("Photo limit reached. Please upgrade your subscription.");
    expect(html).toContain("curl -sS -X POST &quot;$KINDRED_URL/api/events&quot;");
    expect(html).toMatch(/Owner: yes.*Admin: yes.*Member: no.*Guest: no/s);
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    for (const src of scripts) expect(src.startsWith("/"), src).toBe(true);
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"']*\.js/);
  });
});
