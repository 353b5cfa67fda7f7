import { Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "./lib/env.server";
import { registerSources, startBackgroundWork } from "./worker.server";
import { NonceContext } from "./ui/nonce";
import { paymentRedirectOrigins, paymentsStartupLine } from "./features/payments/payments.server";
import { storageStartupLine } from "./lib/storage.server";

// At start: validate the environment (a bad value stops start-up naming the variable). The
// production server (scripts/serve.mjs) then calls server/app.ts's `start`: migrations, then the
// background work, then it listens. The development server has no such step: the background work
// starts here and the database opens (and migrates) on its first query.
try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
registerSources();
if (process.env.NODE_ENV === "development" && env().WORKER === "inline") startBackgroundWork();
console.log(paymentsStartupLine());
console.log(storageStartupLine());

const ABORT_DELAY = 5_000;

/**
 * Where our forms may send the browser. A browser checks form-action against every hop of a form
 * submission's redirects, so the forms that answer with a 303 to the payment provider (Upgrade,
 * Manage billing, a card contribution) need its origins here, and only those (decision 151).
 * Built once: the environment is read at start.
 */
const FORM_ACTION = ["'self'", ...paymentRedirectOrigins()].join(" ");

function applySecurityHeaders(headers: Headers, nonce: string) {
  const dev = process.env.NODE_ENV === "development";
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      `connect-src 'self'${dev ? " ws:" : ""}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action ${FORM_ACTION}`,
    ].join("; "),
  );
}

/**
 * The page is rendered whole, then sent as one body with its length (issue 16). No loader returns
 * promises to stream (no deferred data), so a page is complete as soon as React has rendered it:
 * streaming it in pieces only cost CPU (a PassThrough, a web stream and a write per chunk) and
 * gave the browser nothing earlier. An error after the shell still logs and marks the page 500.
 */
// A page's CSP nonce: 16 fresh random bytes (128 bits), taken from a pool that one getrandom call
// fills for 256 pages (as Node's randomUUID keeps its own), not one call per page. No bytes are used twice.
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function nextNonce(): string {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString("base64", nonceAt - NONCE_BYTES, nonceAt);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = nextNonce();
  applySecurityHeaders(responseHeaders, nonce);
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellReady = false;
    const timer = setTimeout(() => abort(), ABORT_DELAY);
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        const body = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(body.length));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A shell error goes to onShellError (the framework renders the error boundary and logs it).
          if (shellReady) console.error(error);
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) console.error(error);
}
