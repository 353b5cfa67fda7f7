// A route's `meta` in the page's language (issue 40): the root loader decided the language; meta
// functions read it from the root match and translate their title and description with it.
import { translatorFor, type Translator } from "~/lib/i18n/translator";

type Match = { id: string; loaderData?: unknown } | undefined;

/** The translator of the page's language, from the root match of a meta function's `matches`. */
export function metaTranslator(matches: readonly Match[] | undefined): Translator {
  const root = matches?.find((m) => m?.id === "root")?.loaderData as { language?: string } | undefined;
  return translatorFor(root?.language);
}

/**
 * A page's `meta` when all it has is its title, as in the Events tab: `titleMeta((t) => t(…))`.
 * The route writes its title as a literal t() call, where the translators' check finds it.
 */
export function titleMeta(title: (t: Translator["t"]) => string) {
  return ({ matches }: { matches: readonly Match[] | undefined }) => [{ title: title(metaTranslator(matches).t) }];
}
