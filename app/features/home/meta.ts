// The translator a route's `meta` uses (issue 40): the page's language is the root loader's.
import { translatorFor, type Translator } from "~/lib/i18n/translator";

type Match = { id: string; loaderData?: unknown } | undefined;

export function metaTranslator(matches: readonly Match[]): Translator {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { language?: string } | undefined;
  return translatorFor(root?.language);
}
