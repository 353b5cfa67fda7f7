// The browser's Accept-Language among our languages (negotiator: quality values, "es-MX" → es).
import Negotiator from "negotiator";
import { LANGUAGES, isLanguage, type Language } from "./languages";

const answers = new Map<string, Language | null>();

/** The preferred language among ours, or null when the header names none of them. */
export function acceptedLanguage(header: string | null): Language | null {
  if (!header || header.length > 500) return null;
  const known = answers.get(header);
  if (known !== undefined) return known;
  // "*" (any language: what a script's HTTP client sends) names none of ours in particular.
  const named = header.split(",").filter((part) => part.split(";")[0]!.trim() !== "*").join(",");
  const first = named ? new Negotiator({ headers: { "accept-language": named } }).languages([...LANGUAGES])[0] : undefined;
  const answer = isLanguage(first) ? first : null;
  // Remembered (browsers send a handful of distinct headers); bounded, since clients choose them.
  if (answers.size >= 1000) answers.clear();
  answers.set(header, answer);
  return answer;
}
