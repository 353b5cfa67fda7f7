// The translators' files (app/locales/<language>/<area>.json: the English text → the text in that
// language, ICU MessageFormat) compiled once at start into every language's messages (issue 40,
// decision record 261). English is the source: a key missing in another language falls back to
// English (the catalogue test refuses that in the repository). The browser gets its page's language
// only, as one immutable JSON file named by its content's hash (/locales/<language>-<hash>.json).
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGES, type Language } from "./languages";
import { registerMessages, translatorFor, type Translator } from "./translator";

/**
 * The files, bundled by Vite (the app, the operator commands, the tests). Code run by plain `tsx`
 * (the seed scripts) has no `import.meta.glob`: it reads the same files from the source tree.
 */
function localeFiles(): Record<string, Record<string, string>> {
  try {
    return import.meta.glob<Record<string, string>>("../../locales/*/*.json", { eager: true, import: "default" });
  } catch {
    const root = join(dirname(fileURLToPath(import.meta.url)), "../../locales");
    const out: Record<string, Record<string, string>> = {};
    for (const language of readdirSync(root)) {
      for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith(".json"))) {
        out[`../../locales/${language}/${file}`] = JSON.parse(readFileSync(join(root, language, file), "utf8")) as Record<string, string>;
      }
    }
    return out;
  }
}
const files = localeFiles();

/** The source files: language → area → { English text: translation }. */
export function sourceCatalogues(): Record<Language, Record<string, Record<string, string>>> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {}])) as Record<Language, Record<string, Record<string, string>>>;
  for (const [path, messages] of Object.entries(files)) {
    const m = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (!m) continue;
    const lang = m[1] as Language;
    if (out[lang]) out[lang][m[2]!] = messages;
  }
  return out;
}

type Compiled = { messages: Messages; json: string; hash: string };
let compiled: Map<Language, Compiled> | null = null;

function compileAll(): Map<Language, Compiled> {
  const sources = sourceCatalogues();
  const english: Record<string, string> = {};
  for (const area of Object.values(sources.en)) Object.assign(english, area);
  const result = new Map<Language, Compiled>();
  for (const lang of LANGUAGES) {
    const own: Record<string, string> = {};
    for (const area of Object.values(sources[lang])) Object.assign(own, area);
    const messages: Messages = {};
    for (const id of Object.keys(english)) messages[id] = compileMessage(own[id] ?? english[id]!);
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    result.set(lang, { messages, json, hash });
    registerMessages(lang, messages);
  }
  return result;
}

function catalogues(): Map<Language, Compiled> {
  compiled ??= compileAll();
  return compiled;
}

/** The server's translator for a language (all languages are compiled on first use). */
export function serverTranslator(language: string | null | undefined): Translator {
  catalogues();
  return translatorFor(language);
}

/** The browser's catalogue file of a language: its path (with the content hash) and its body. */
export function browserCatalogue(language: Language): { path: string; json: string; hash: string } {
  const c = catalogues().get(language)!;
  return { path: `/locales/${language}-${c.hash}.json`, json: c.json, hash: c.hash };
}

/** Whether the catalogue has a message with this English text (id). */
export function hasText(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(catalogues().get("en")!.messages, id);
}

/** A text that came from the server's code (an error, a toast) in a language, when the catalogue has it. */
export function translateText(language: string | null | undefined, text: string, values?: Record<string, unknown>): string {
  return serverTranslator(language).t(text, values);
}
