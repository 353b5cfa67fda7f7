// The one page adapter: a page's action as a table, intent → command. The form is read with the
// body cap (413), a body that is not a form is a 415/400 (never a 500). On success the action
// redirects with a toast (POST/redirect/GET); an HttpError (a rule or validation failure) re-shows
// the page with the message, the per-field errors, what was typed and the modal to re-open; any
// other failure redirects with the spec's generic toast ('Failed to create event', ...).
// A route without a page of its own (sign-out) has no form to re-show: its refusals are answered
// `{detail}` with their status, like the /api's, never the page's form state.
import { data, redirect } from "react-router";
import { HttpError, errorResponse, idParam, readForm, translateError } from "./http.server";
import { formToObject, type FormValue } from "./inputs";
import { getPageActor, redirectWithToast, requireUser, type Actor, type ToastText } from "./session.server";
import { pageLanguage } from "./i18n/language.server";

export type { FormFailure } from "./form-failure";
import type { FormFailure } from "./form-failure";

export type FormInput = Record<string, FormValue>;

export type PageIntent<A> = {
  /** Calls the feature function; a returned Response (a redirect with cookies) is sent as it is. */
  /**
   * `url` is the page's URL as the framework normalizes it (React Router 8 passes the raw request
   * through: with JavaScript a submission's `request.url` ends in `.data`); use it, not `request.url`,
   * for the page's path.
   */
  run: (ctx: { actor: A; input: FormInput; request: Request; url: URL }) => unknown;
  /** Success toast; a function may use the result (e.g. 'RSVP confirmed!' / 'RSVP cancelled'). */
  success?: ToastText | ((result: never, input: FormInput) => ToastText);
  /** The spec's generic failure toast for unexpected errors. */
  failure: string;
  /**
   * The modal (`?modal=`) to re-open with the error and the typed values on a rule failure; by
   * default the intent's own name. A page that renders no such modal shows the error on the page
   * (`useModalState().errorOnPage(shown)`).
   */
  modal?: string;
  /** The form field that holds the selected record's id (default `id`). */
  idField?: string;
  /** Where to go after success (default: the page's path, modal closed). */
  redirectTo?: string | ((result: never, input: FormInput) => string);
};

const SECRET = /(^|_)password$|^password|token$/;
/** Longer typed values (a pasted data: URL) are not sent back into the page. */
const ECHO_MAX = 2000;

/** What was typed, to put back into the form; passwords and files are never echoed. */
function typedValues(input: FormInput): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(input)) {
    if (SECRET.test(k)) continue;
    if (typeof v === "string") {
      if (v.length <= ECHO_MAX) values[k] = v;
    }
    else if (Array.isArray(v) && v.every((x) => typeof x === "string")) values[k] = v as string[];
  }
  return values;
}

/** The page's answer to a failed form: what useModalState() and Field read (also for upload forms). */
export function failureData(
  intent: string,
  spec: Pick<PageIntent<unknown>, "modal" | "idField"> | undefined,
  input: FormInput,
  error: HttpError,
  /** The page's language (issue 40): the rule's English text is shown in it. */
  language = "en",
) {
  const fields: Record<string, string> = {};
  for (const e of error.errors) if (e.field && !(e.field in fields)) fields[e.field] = translateError(language, e.message, e.i18n);
  const rawId = input[spec?.idField ?? "id"];
  const failure: FormFailure = {
    intent,
    error: translateError(language, error.message, error.i18n),
    fields,
    values: typedValues(input),
    modal: spec ? (spec.modal ?? (intent || null)) : null,
    id: typeof rawId === "string" ? rawId : null,
  };
  return data(failure, { status: error.status, headers: error.headers });
}

type Run<A> = (ctx: { actor: A; input: FormInput }) => unknown;

/** `run` for a command on the form's record: `fn(actor, idParam(input.id), input)` (update, delete). */
export const forRecord =
  <A,>(fn: (actor: A, id: number, input: FormInput) => unknown): Run<A> =>
  ({ actor, input }) =>
    fn(actor, idParam(input.id), input);

/** `run` for a command on the whole form: `fn(actor, input)` (create). */
export const withInput =
  <A,>(fn: (actor: A, input: FormInput) => unknown): Run<A> =>
  ({ actor, input }) =>
    fn(actor, input);

/** How an action finds the command for a form: by its intent (a page), or one command for any form. */
type Commands<A> = { intents: Record<string, PageIntent<A>> } | { command: PageIntent<A> };

function makeAction<A>(resolveActor: (request: Request) => Promise<A>, commands: Commands<A>) {
  // Only a page can re-show a form; without one, a refusal is `{detail}` (never the form's state).
  const hasPage = "intents" in commands;
  return async function action({ request, url }: { request: Request; url: URL }): Promise<Response | ReturnType<typeof data>> {
    const refuse = async (intent: string, spec: PageIntent<A> | undefined, input: FormInput, error: HttpError) =>
      hasPage ? failureData(intent, spec as PageIntent<unknown> | undefined, input, error, await pageLanguage(request)) : errorResponse(error);
    const actor = await resolveActor(request);
    // The page's path (never the `.data` URL a submission with JavaScript is sent to).
    const path = url.pathname;
    let input: FormInput = {};
    try {
      input = formToObject(await readForm(request));
    } catch (error) {
      if (error instanceof HttpError) return refuse("", undefined, {}, error);
      throw error;
    }
    const intent = typeof input.intent === "string" ? input.intent : "";
    const spec = "intents" in commands ? (Object.hasOwn(commands.intents, intent) ? commands.intents[intent] : undefined) : commands.command;
    if (!spec) return refuse(intent, undefined, input, new HttpError(400, "Unknown action"));
    try {
      const result = await spec.run({ actor, input, request, url });
      if (result instanceof Response) return result;
      const pick = <T,>(v: T | ((r: never, i: FormInput) => T) | undefined, fallback: T): T =>
        v === undefined ? fallback : typeof v === "function" ? (v as (r: unknown, i: FormInput) => T)(result, input) : v;
      const to = pick(spec.redirectTo, path);
      const message = pick<ToastText>(spec.success, "");
      return message ? redirectWithToast(to, message) : redirect(to);
    } catch (error) {
      if (error instanceof HttpError) return refuse(intent, spec, input, error);
      if (error instanceof Response) throw error;
      console.error(error);
      return redirectWithToast(path, spec.failure, "error");
    }
  };
}

/** A dashboard page's action: the signed-in user (else a redirect to /auth) and its intents. */
export function pageAction(intents: Record<string, PageIntent<Actor>>) {
  return makeAction(requireUser, { intents });
}

/** A public page's action (sign-in, invite, reset): `actor` is null when nobody is signed in. */
export function publicPageAction(intents: Record<string, PageIntent<Actor | null>>) {
  return makeAction(getPageActor, { intents });
}

/**
 * The action of a public route without a page of its own (sign-out): one command for any form
 * POST, whatever its `intent` (or none). A refused request (a body that is not a form, a rule) is
 * answered `{detail}` with its status.
 */
export function publicCommandAction(command: PageIntent<Actor | null>) {
  return makeAction(getPageActor, { command });
}
