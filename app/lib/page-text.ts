// A feature's result message with values in it (a name, a number), for the page (issue 40). The
// /api answers `message` in English as it always has (scripts read it); a page's toast shows the
// same text in the reader's language from its id and values. The text with values is kept under a
// symbol key: JSON never sees it, so the /api's body is unchanged.
import type { TextWithValues } from "./http.server";

const PAGE_TEXT = Symbol("pageText");

/** `result` (with its English `message`) carrying the message's id and values for a page's toast. */
export function withPageText<T extends object>(result: T, text: TextWithValues): T {
  Object.defineProperty(result, PAGE_TEXT, { value: text, enumerable: false });
  return result;
}

/** A page's toast for a feature's result: its text with values when it has one, else its `message`. */
export function pageText(result: { message: string }): string | TextWithValues {
  return (result as { [PAGE_TEXT]?: TextWithValues })[PAGE_TEXT] ?? result.message;
}
