// One language's messages as the pages use them: a Lingui instance per language, made once and
// never changed (its locale is fixed), so concurrent requests in different languages never share
// mutable state (issue 40, decision record 261). The server registers every language at start
// (catalog.server.ts); the browser registers the one its page is in (entry.client.tsx).
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LANGUAGES, isLanguage, textDirection, type Language } from "./languages";

export type Values = Record<string, unknown>;

export type Translator = {
  language: Language;
  dir: "ltr" | "rtl";
  /** The message whose English text is `id` (ICU MessageFormat), in this language. */
  t: (id: string, values?: Values) => string;
  /** Intl formatters in this language (a date's zone is the caller's). */
  formatNumber: (n: number, options?: Intl.NumberFormatOptions) => string;
  formatDate: (date: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  formatList: (items: string[]) => string;
};

const instances = new Map<Language, I18n>();
const translators = new Map<Language, Translator>();

/** Registers a language's compiled messages (once per process or page). */
export function registerMessages(language: Language, messages: Messages): void {
  instances.set(language, setupI18n({ locale: language, locales: [language], messages: { [language]: messages } }));
  translators.delete(language);
}

export function hasMessages(language: Language): boolean {
  return instances.has(language);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let f = map.get(key);
  if (!f) {
    f = make();
    if (map.size >= 500) map.clear();
    map.set(key, f);
  }
  return f;
}

function makeTranslator(language: Language): Translator {
  const i18n = instances.get(language) ?? instances.get("en");
  const messages = i18n?.messages ?? {};
  let listFormat: Intl.ListFormat | undefined;
  const english = language === "en";
  // Pages call t() hundreds of times (issue 40's budget: server CPU within 10%). A message that
  // is only text and {placeholders} is joined here; one with plural/select goes to Lingui, and its
  // answer is remembered per values (counts repeat), bounded.
  const joins = new Map<string, ((values: Values) => string) | null>();
  const answers = new Map<string, string>();
  const joinOf = (id: string) => {
    let join = joins.get(id);
    if (join === undefined) {
      const compiled = messages[id];
      const parts = Array.isArray(compiled) ? (compiled as unknown[]) : null;
      const simple = parts?.every((p) => typeof p === "string" || (Array.isArray(p) && p.length === 1 && typeof p[0] === "string"));
      join = parts && simple ? (v: Values) => parts.map((p) => (typeof p === "string" ? p : String(v[(p as string[])[0]!] ?? ""))).join("") : null;
      joins.set(id, join);
    }
    return join;
  };
  const t = (id: string, values?: Values) => {
    // English without values is its id (the catalogue test holds every English text to its key).
    if (english && values === undefined) return id;
    // An id not in the catalogue (a text from outside it) is shown as it is, never half-formatted.
    if (!i18n || !Object.prototype.hasOwnProperty.call(messages, id)) return id;
    if (values === undefined) return i18n._(id);
    const join = joinOf(id);
    if (join) return join(values);
    // Remembered only when every value is a plain string or number (the key must say it exactly).
    let key: string | null = id;
    for (const k in values) {
      const v = values[k];
      if (typeof v !== "string" && typeof v !== "number") {
        key = null;
        break;
      }
      key += `\u0000${k}\u0001${v}`;
    }
    if (key === null) return i18n._(id, values);
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = i18n._(id, values);
      if (answers.size >= 5000) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
  return {
    language,
    dir: textDirection(language),
    t,
    formatNumber: (n, options) => cached(numberFormats, `${language}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(language, options)).format(n),
    formatDate: (date, options) =>
      cached(dateFormats, `${language}|${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(language, options)).format(
        typeof date === "string" ? new Date(date) : date,
      ),
    formatList: (items) => (listFormat ??= new Intl.ListFormat(language, { style: "long", type: "conjunction" })).format(items),
  };
}

/** The translator of a language (English when the language is unknown or not registered). */
export function translatorFor(language: string | null | undefined): Translator {
  const lang: Language = isLanguage(language) && instances.has(language) ? language : "en";
  let tr = translators.get(lang);
  if (!tr) {
    tr = makeTranslator(lang);
    translators.set(lang, tr);
  }
  return tr;
}

export { LANGUAGES };
