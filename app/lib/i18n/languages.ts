// The languages Kindred speaks (issue 40), shared by the server and the browser. A leaf module.
export const LANGUAGES = ["en", "es", "fr", "de", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ar: "العربية",
};

/** The cookie the public pages' language picker sets (a year; not a secret). */
export const LANGUAGE_COOKIE = "kindred_lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}
