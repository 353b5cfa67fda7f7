// The page adapter: a form action switches on `intent`, calls the feature function, and either
// redirects with a toast (POST/redirect/GET) or re-shows the form with the error and what was typed.
import { data } from "@remix-run/node";
import { HttpError } from "./http.server";
import { redirectWithToast } from "./session.server";

export type FormFailure = { intent: string; error: string; values: Record<string, string> };

export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) {
    if (typeof v === "string" && k !== "password" && !k.endsWith("_password") && k !== "new_password") values[k] = v;
  }
  return values;
}

/** Runs the handler for the form's intent; HttpErrors become a FormFailure with the HTTP status. */
export async function handleForm(
  request: Request,
  handlers: Record<string, (form: FormData) => unknown>,
) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const handler = handlers[intent];
  if (!handler) {
    return data({ intent, error: "Unknown action", values: formValues(form) } satisfies FormFailure, { status: 400 });
  }
  try {
    return await handler(form);
  } catch (error) {
    if (error instanceof HttpError) {
      return data({ intent, error: error.message, values: formValues(form) } satisfies FormFailure, {
        status: error.status,
      });
    }
    throw error;
  }
}

/** A plain object of the form's string fields, for the feature functions' zod inputs. */
export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  return out;
}

/**
 * Runs a page command; an unexpected failure (not an HttpError, which re-shows the form) becomes
 * the spec's generic toast ('Failed to create event', ...) on `path` instead of an error page.
 */
export async function orToast(
  run: () => Response | Promise<Response>,
  failure: string,
  path: string,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError || error instanceof Response) throw error;
    console.error(error);
    return redirectWithToast(path, failure, "error");
  }
}
