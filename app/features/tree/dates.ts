// Dates of the family tree (decision 255): year only, month and year, or a full date, kept as text
// "1950", "1950-03", "1950-03-12"; optionally with a qualifier as GEDCOM writes them ("ABT 1950",
// "CAL", "EST", "BEF", "AFT", "BET 1900 AND 1910", "FROM 1900 TO 1910", "TO 1910"), or a phrase that
// is not a date at all, kept in brackets "(Christmas 1890)". Shared by forms, the API and GEDCOM.

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const SIMPLE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function validSimple(s: string): boolean {
  const m = SIMPLE.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < 1) return false;
  if (m[2] === undefined) return true;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return false;
  if (m[3] === undefined) return true;
  const day = Number(m[3]);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= days;
}

/** "12 MAR 1950" / "MAR 1950" / "1950" (GEDCOM's date) → "1950-03-12"; null when it is not one. */
function fromGedcomSimple(s: string): string | null {
  const parts = s.trim().toUpperCase().split(/\s+/);
  let day: number | undefined;
  let month: number | undefined;
  const yearText = parts.pop();
  if (!yearText || !/^\d{3,4}$/.test(yearText)) return null;
  if (parts.length > 0) {
    const m = MONTHS.indexOf(parts.pop()!);
    if (m < 0) return null;
    month = m + 1;
  }
  if (parts.length > 0) {
    const d = parts.pop()!;
    if (!/^\d{1,2}$/.test(d)) return null;
    day = Number(d);
  }
  if (parts.length > 0) return null;
  const out = `${yearText.padStart(4, "0")}${month ? `-${String(month).padStart(2, "0")}` : ""}${day ? `-${String(day).padStart(2, "0")}` : ""}`;
  return validSimple(out) ? out : null;
}

const WORDS: Record<string, string> = {
  about: "ABT", abt: "ABT", circa: "ABT", "c.": "ABT", ca: "ABT", "ca.": "ABT", cal: "CAL", est: "EST", estimated: "EST",
  bef: "BEF", before: "BEF", aft: "AFT", after: "AFT", bet: "BET", between: "BET", from: "FROM", to: "TO", and: "AND",
};

/** One date as typed (ours "1950-03-12" or GEDCOM's "12 MAR 1950") → ours, or null. */
function simple(s: string): string | null {
  const t = s.trim();
  if (validSimple(t)) return t;
  return fromGedcomSimple(t);
}

export const DATE_MESSAGE =
  "Please enter a date as a year (1950), a month (1950-03) or a full date (1950-03-12), optionally with about, before, after, or between … and …";

/**
 * A date as a person or a script types it → our stored form; "" stays ""; null when it cannot be
 * read. Accepts our form, GEDCOM's ("ABT 12 MAR 1950"), English words ("about 1950",
 * "between 1900 and 1910") and a phrase in brackets.
 */
export function normalizeDate(input: string): string | null {
  const s = input.trim();
  if (s === "") return "";
  if (/^\(.*\)$/.test(s)) return s.length > 2 ? s : null;
  const words = s.split(/\s+/);
  const key = (w: string | undefined) => (w !== undefined && Object.hasOwn(WORDS, w.toLowerCase()) ? WORDS[w.toLowerCase()] : undefined);
  const q = key(words[0]);
  if (!q) return simple(s);
  const rest = words.slice(1);
  if (q === "BET" || q === "FROM") {
    const split = rest.findIndex((w) => key(w) === (q === "BET" ? "AND" : "TO"));
    if (split < 0) {
      if (q === "BET") return null;
      const one = simple(rest.join(" "));
      return one ? `FROM ${one}` : null;
    }
    const a = simple(rest.slice(0, split).join(" "));
    const b = simple(rest.slice(split + 1).join(" "));
    return a && b ? `${q} ${a} ${q === "BET" ? "AND" : "TO"} ${b}` : null;
  }
  if (q === "AND") return null;
  const one = simple(rest.join(" "));
  return one ? `${q} ${one}` : null;
}

/** The first year a stored date names (for "1950–2020" and ages), or null. */
export function yearOf(date: string): number | null {
  const m = /\b(\d{4})(?:-\d{2})?(?:-\d{2})?\b/.exec(date);
  return m ? Number(m[1]) : null;
}

/** Month and day of a plain full date ("1950-03-12" → [3, 12]), else null. */
export function monthDayOf(date: string): [number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? [Number(m[2]), Number(m[3])] : null;
}

function readSimple(s: string): string {
  const m = SIMPLE.exec(s);
  if (!m) return s;
  const month = m[2] ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  if (m[3]) return `${Number(m[3])} ${month} ${m[1]}`;
  if (month) return `${month} ${m[1]}`;
  return String(Number(m[1]));
}

const READ: Record<string, string> = { ABT: "about", CAL: "calculated", EST: "estimated", BEF: "before", AFT: "after", TO: "to" };

/** A stored date as people read it: "about 12 March 1950", "between 1900 and 1910". */
export function displayDate(date: string): string {
  if (date === "") return "";
  if (date.startsWith("(")) return date.slice(1, -1);
  const words = date.split(" ");
  if (words[0] === "BET" || words[0] === "FROM") {
    const mid = words.indexOf(words[0] === "BET" ? "AND" : "TO");
    if (mid < 0) return `from ${readSimple(words.slice(1).join(" "))}`;
    return `${words[0] === "BET" ? "between" : "from"} ${readSimple(words[1]!)} ${words[0] === "BET" ? "and" : "to"} ${readSimple(words[mid + 1]!)}`;
  }
  if (READ[words[0]!]) return `${READ[words[0]!]} ${readSimple(words[1] ?? "")}`;
  return readSimple(date);
}

function toGedcomSimple(s: string): string {
  const m = SIMPLE.exec(s);
  if (!m) return s;
  const year = String(Number(m[1])).padStart(3, "0");
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  if (m[3]) return `${Number(m[3])} ${month} ${year}`;
  if (month) return `${month} ${year}`;
  return year;
}

/** A stored date as GEDCOM's DATE payload, and the PHRASE when it is not a date. */
export function toGedcomDate(date: string): { value: string; phrase?: string } {
  if (date.startsWith("(")) return { value: "", phrase: date.slice(1, -1) };
  return { value: date.split(" ").map((w) => (SIMPLE.test(w) ? toGedcomSimple(w) : w)).join(" ") };
}

/**
 * A GEDCOM DATE payload (5.5.1 or 7.0) → our form. Qualifiers are kept; a date we cannot read
 * (another calendar, a dual year, "INT … (phrase)") is kept as a phrase, never dropped.
 */
export function fromGedcomDate(value: string, phrase?: string): string {
  let v = value.trim().replace(/^@#DGREGORIAN@\s*/i, "").replace(/^GREGORIAN\s+/i, "");
  if (v === "") return phrase ? `(${phrase})` : "";
  const interpreted = /^INT\s+(.*?)\s*\((.*)\)\s*$/i.exec(v);
  if (interpreted) v = interpreted[1]!;
  if (/^\(.*\)$/.test(v)) return v;
  const ours = normalizeDate(v.toUpperCase());
  if (ours !== null && !ours.startsWith("(")) return ours;
  return `(${value.trim()})`;
}

/**
 * A stored date as people read it in a language (issue 40): the month by Intl, the qualifier by the
 * catalogue (`t`). English reads exactly as `displayDate`.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and precision, made once (building one costs far more than using it). */
function dateFormat(language: string, precision: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${precision}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
    if (dateFormats.size >= 100) dateFormats.clear();
    dateFormats.set(key, f);
  }
  return f;
}

export function displayDateIn(date: string, t: (id: string, values?: Record<string, unknown>) => string, language: string): string {
  if (language === "en") return displayDate(date);
  if (date === "" || date.startsWith("(")) return displayDate(date);
  const read = (s: string) => {
    const m = SIMPLE.exec(s);
    if (!m) return s;
    const when = new Date(Date.UTC(Number(m[1]), Number(m[2] ?? 1) - 1, Number(m[3] ?? 1)));
    when.setUTCFullYear(Number(m[1]));
    const options: Intl.DateTimeFormatOptions = m[3] ? { day: "numeric", month: "long", year: "numeric" } : m[2] ? { month: "long", year: "numeric" } : { year: "numeric" };
    return dateFormat(language, m[3] ? "day" : m[2] ? "month" : "year", options).format(when);
  };
  const words = date.split(" ");
  if (words[0] === "BET" || words[0] === "FROM") {
    const mid = words.indexOf(words[0] === "BET" ? "AND" : "TO");
    if (mid < 0) return t("from {date}", { date: read(words.slice(1).join(" ")) });
    const values = { start: read(words[1]!), end: read(words[mid + 1]!) };
    return words[0] === "BET" ? t("between {start} and {end}", values) : t("from {start} to {end}", values);
  }
  const value = { date: read(words[1] ?? "") };
  // A qualified date: the qualifier's words around the date.
  const qualified: Record<string, () => string> = {
    ABT: () => t("about {date}", value),
    CAL: () => t("calculated {date}", value),
    EST: () => t("estimated {date}", value),
    BEF: () => t("before {date}", value),
    AFT: () => t("after {date}", value),
    TO: () => t("to {date}", value),
  };
  const qualifier = words[0]!;
  return Object.hasOwn(qualified, qualifier) ? qualified[qualifier]!() : read(date);
}
