// What the server knows about one HTTP request and the app cannot read from the Request itself:
// the client's address (the socket, or what the trusted proxies say) and a request id. The
// Express server (server/app.ts) puts them into the framework's load context; root's middleware
// (app/root.tsx) opens a scope with them around the whole request, so the code deep in a feature
// (rate limits, the session lookup) reads them without every function passing them along.
// Nothing here comes from a request header that a client could set.
import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, type MiddlewareFunction } from "react-router";
import type { Actor } from "./actor";

export type RequestInfo = {
  /** The client's address, "unknown" where no server said (the dev server, tests of functions). */
  clientAddress: string;
  requestId: string;
};

/** Set by the server's getLoadContext; read by root's middleware. */
export const requestInfoContext = createContext<RequestInfo>({ clientAddress: "unknown", requestId: "" });

type Scope = RequestInfo & {
  /** The signed-in user per credential, looked up once per HTTP request (session.server.ts). */
  actors: Map<string, Promise<Actor | null>>;
  /** The request's Accept-Language (an /api answer's texts follow it, issue 40), null without one. */
  acceptLanguage: string | null;
  /** The page's language, decided once (i18n/language.server.ts). */
  language?: Promise<string>;
  /** Reads shared by the request's loaders until it commits a write (oncePerRequest). */
  reads?: Map<string, Promise<unknown>>;
};

const scope = new AsyncLocalStorage<Scope>();

/** Root's middleware: runs the rest of the request (loaders, actions, render) inside the scope. */
export const requestScopeMiddleware: MiddlewareFunction<Response> = ({ context, request }, next) =>
  scope.run({ ...context.get(requestInfoContext), actors: new Map(), acceptLanguage: request.headers.get("Accept-Language") }, next);

/** The current request's scope, or undefined outside one (a feature function called by a test). */
export function requestScope(): Scope | undefined {
  return scope.getStore();
}

/**
 * One read per request: a page's loaders run at once and several ask for the same row (the family
 * for the shell, the plan limits and the invite link). The first call's promise is shared by the
 * request's later calls, also those already waiting. A transaction this request commits drops them
 * all (db.server.ts), so what a page renders after its action reads what the action wrote. Outside
 * a request (a job, a test of a function) every call reads.
 */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  if (!current) return read();
  const reads = (current.reads ??= new Map());
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = read();
  reads.set(key, pending);
  // A failed read is not kept: the next call tries again.
  pending.catch(() => {
    if (reads.get(key) === pending) reads.delete(key);
  });
  return pending;
}

/** The keys of reads that another statement of the request may bring along (decision record 275). */
export const requestReadKey = {
  /** The family's row, as `getFamily` reads it (frozen). */
  family: (familyId: number) => `family:${familyId}`,
  /** The family's settings row, as the database gives it (before the settings' own shape). */
  settingsRow: (familyId: number) => `settingsRow:${familyId}`,
  /** The family's branding row, or null when it has none. */
  brandingRow: (familyId: number) => `brandingRow:${familyId}`,
  /** The family's billing row, or null when it has none. */
  billingRow: (familyId: number) => `billingRow:${familyId}`,
  /** The family's data version (text), or null when it has none (family-cache.server.ts). */
  familyVersion: (familyId: number) => `familyVersion:${familyId}`,
};

/**
 * A read that another statement of this request brought along: the request's later
 * `oncePerRequest(key, …)` and `readForRequest(key)` get it without reading. A read already kept
 * stands; a commit of the request drops it with the rest.
 */
export function rememberForRequest(key: string, value: unknown): void {
  const current = scope.getStore();
  if (!current) return;
  const reads = (current.reads ??= new Map());
  if (!reads.has(key)) reads.set(key, Promise.resolve(value));
}

/** What this request has read (or is reading) under `key`, or undefined. */
export function readForRequest<T>(key: string): Promise<T> | undefined {
  return scope.getStore()?.reads?.get(key) as Promise<T> | undefined;
}

/** After a committed transaction: the request's shared reads may be out of date. */
export function dropRequestReads(): void {
  const current = scope.getStore();
  current?.reads?.clear();
}

/** The client's address for rate limits and audit; "unknown" outside a request. */
export function clientAddress(): string {
  return scope.getStore()?.clientAddress ?? "unknown";
}

/** Runs `work` in a request scope of its own (server/app.ts's streamed downloads, decision 192). */
export function runInRequestScope<T>(info: RequestInfo, work: () => T): T {
  return scope.run({ ...info, actors: new Map(), acceptLanguage: null }, work);
}
