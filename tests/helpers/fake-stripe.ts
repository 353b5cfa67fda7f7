// A small local fake of Stripe's API, for the calls Kindred makes through the real `stripe` SDK
// (pointed here with STRIPE_API_BASE): Checkout Sessions (create with idempotency keys,
// retrieve), billing portal sessions, subscriptions (retrieve, update, cancel). It also sends
// webhooks signed the way Stripe signs them (stripe.webhooks.generateTestHeaderString).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

type Obj = Record<string, unknown>;

export type FakeStripe = {
  url: string;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Every call: method, path, form params, idempotency key. */
  requests: { method: string; path: string; params: URLSearchParams; idempotencyKey: string | null }[];
  /** The customer pays on the hosted page. */
  complete(sessionId: string): Obj;
  expire(sessionId: string): Obj;
  event(type: string, object: Obj): Obj;
  /** POSTs a webhook to `url`, signed with `secret` (or a wrong signature). */
  sendWebhook(url: string, event: Obj, opts: { secret: string; forge?: boolean; unsigned?: boolean }): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const stripe = new Stripe("sk_test_fake_for_signing");

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const byIdempotencyKey = new Map<string, Obj>();
  const requests: FakeStripe["requests"] = [];
  let base = "";

  function send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
    res.end(JSON.stringify(body));
  }
  const notFound = (res: http.ServerResponse, what: string) =>
    send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const params = new URLSearchParams(req.method === "GET" ? url.search : Buffer.concat(chunks).toString());
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: req.method ?? "", path: url.pathname, params, idempotencyKey: key });
      // The hosted pages a browser is sent to (session.url, the portal's url): Stripe's
      // checkout.stripe.com and billing.stripe.com, here on the fake's own origin.
      const page = req.method === "GET" ? /^\/(pay|portal)\/([\w-]+)$/.exec(url.pathname) : null;
      if (page) {
        const [, kind, ref] = page;
        const known = kind === "pay" ? sessions.has(ref!) : true;
        const title = kind === "pay" ? "Fake Stripe Checkout" : "Fake Stripe billing portal";
        res.writeHead(known ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(`<!DOCTYPE html><html lang="en"><title>${title}</title><h1>${title}</h1><p data-testid="fake-stripe-ref">${known ? ref : "unknown"}</p></html>`);
      }
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const parts = url.pathname.split("/").filter(Boolean); // v1, checkout, sessions, :id

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (key && byIdempotencyKey.has(key)) return send(res, 200, byIdempotencyKey.get(key));
        const metadata: Record<string, string> = {};
        for (const [k, v] of params) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const sid = id("cs_test");
        const session: Obj = {
          id: sid,
          object: "checkout.session",
          mode: params.get("mode"),
          status: "open",
          payment_status: "unpaid",
          client_reference_id: params.get("client_reference_id"),
          success_url: params.get("success_url"),
          cancel_url: params.get("cancel_url"),
          customer: null,
          customer_email: params.get("customer_email"),
          subscription: null,
          metadata,
          amount_total: Number(params.get("line_items[0][price_data][unit_amount]") ?? 0),
          line_price: params.get("line_items[0][price]"),
          url: `${base}/pay/${sid}`,
        };
        sessions.set(sid, session);
        if (key) byIdempotencyKey.set(key, session);
        return send(res, 200, session);
      }
      if (req.method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
        const s = sessions.get(parts[3]);
        return s ? send(res, 200, s) : notFound(res, "checkout.session");
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        return send(res, 200, {
          id: id("bps"),
          object: "billing_portal.session",
          customer: params.get("customer"),
          return_url: params.get("return_url"),
          url: `${base}/portal/${params.get("customer")}`,
        });
      }
      if (parts[1] === "subscriptions" && parts[2]) {
        const sub = subscriptions.get(parts[2]);
        if (!sub) return notFound(res, "subscription");
        if (req.method === "DELETE") sub.status = "canceled";
        if (req.method === "POST") {
          const price = params.get("items[0][price]") ?? `price_dyn_${params.get("items[0][price_data][unit_amount]")}`;
          const item = (sub.items as { data: Obj[] }).data[0]!;
          item.price = { id: price, object: "price", product: "prod_kindred" };
        }
        return send(res, 200, sub);
      }
      return notFound(res, url.pathname);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: base,
    sessions,
    subscriptions,
    requests,
    complete(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = "complete";
      s.payment_status = "paid";
      s.customer ??= id("cus");
      if (s.mode === "subscription" && !s.subscription) {
        const subId = id("sub");
        s.subscription = subId;
        subscriptions.set(subId, {
          id: subId,
          object: "subscription",
          status: "active",
          customer: s.customer,
          metadata: s.metadata,
          items: { object: "list", data: [{ id: id("si"), object: "subscription_item", price: { id: s.line_price ?? id("price"), object: "price", product: "prod_kindred" } }] },
        });
      }
      return s;
    },
    expire(sessionId) {
      const s = sessions.get(sessionId)!;
      s.status = "expired";
      return s;
    },
    event(type, object) {
      return { id: id("evt"), object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } };
    },
    async sendWebhook(url, event, opts) {
      const payload = JSON.stringify(event);
      const header = opts.forge
        ? stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_the_right_one" })
        : stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret });
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(opts.unsigned ? {} : { "Stripe-Signature": header }) },
        body: payload,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, body };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
