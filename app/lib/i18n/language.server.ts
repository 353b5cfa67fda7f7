// Which language a request is answered in (issue 40): a person's own choice (their account), the
// public pages' picker (a cookie), the browser's Accept-Language, the family's default language,
// then English. Decided once per request. The /api keeps English unless the request itself sends
// Accept-Language (scripts depend on the texts); field names never change.
import { getActor } from "~/lib/session.server";
import { requestScope } from "~/lib/request-context.server";
import { acceptedLanguage } from "./accept-language.server";
import { LANGUAGE_COOKIE, isLanguage, type Language } from "./languages";

const decided = new WeakMap<Request, Promise<Language>>();

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

function cookieLanguage(request: Request): Language | null {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(LANGUAGE_COOKIE)) return null;
  const m = COOKIE.exec(header);
  return m && isLanguage(m[1]) ? m[1] : null;
}

export { acceptedLanguage };

async function decide(request: Request): Promise<Language> {
  // A refused credential (a cross-origin write) still gets a page in some language.
  const actor = await getActor(request).catch(() => null);
  if (actor && isLanguage(actor.language)) return actor.language;
  return (
    cookieLanguage(request) ??
    acceptedLanguage(request.headers.get("Accept-Language")) ??
    (actor && isLanguage(actor.familyLanguage) ? actor.familyLanguage : null) ??
    "en"
  );
}

/** The language of a page request (remembered per Request object). */
export function pageLanguage(request: Request): Promise<Language> {
  // The framework may hand each loader its own copy of the Request: the scope keeps the answer.
  const scope = requestScope();
  let pending = (scope?.language as Promise<Language> | undefined) ?? decided.get(request);
  if (!pending) {
    pending = decide(request);
    decided.set(request, pending);
    if (scope) scope.language = pending;
  }
  return pending;
}

/** The language of an /api answer's texts: English (or `fallback`) unless the request sends Accept-Language. */
export function apiLanguage<F extends Language | null = "en">(request: Request, fallback: F = "en" as F): Language | F {
  return acceptedLanguage(request.headers.get("Accept-Language")) ?? fallback;
}

/** The language an email goes out in: the recipient's choice, else their family's default. */
export function recipientLanguage(own: string | null | undefined, familyDefault: string | null | undefined): Language {
  if (isLanguage(own)) return own;
  if (isLanguage(familyDefault)) return familyDefault;
  return "en";
}

/** The picker's cookie (a year). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
