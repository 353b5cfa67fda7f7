// A route's `meta` in the page's language (issue 40): the root loader decided the language; meta
// functions read it from the root match and translate their title and description with it.
import { translatorFor, type Translator } from "~/lib/i18n/translator";

type Match = { id: string; loaderData?: unknown } | undefined;

/** The translator of the page's language, from the root match of a meta function's `matches`. */
export function metaTranslator(matches: readonly Match[] | undefined): Translator {
  const root = matches?.find((m) => m?.id === "root")?.loaderData as { language?: string } | undefined;
  return translatorFor(root?.language);
}
