// Shared zod pieces for every feature's inputs (page forms and /api JSON alike).
// Strict types: a text field takes only a string, a flag only a boolean or a checkbox's form
// encoding, a choice only one of its values, a number only a number or a numeric string.
// Objects, arrays and other types are refused with the field's message; nothing is coerced with
// String(). A missing field (undefined or null) reads as empty, so a form that leaves a field out
// and a JSON body that omits it behave the same. `{field}` in a message is replaced by the field's
// name when the error is reported (see `parseInput` in http.server.ts).
import { z } from "zod";
import { isRealDate, isTimeZone } from "./dates";
import { MAX } from "./limits";
export { MAX };

export { isRealDate, isTimeZone };

// ---- OpenAPI descriptions (decision record 101) ----
// Each piece is `z.unknown().optional().transform(...)`, which no generator can describe by
// itself. `.meta()` (zod's global registry, read by @asteasolutions/zod-to-openapi and by
// z.toJSONSchema) records the JSON a script should send, so every feature schema built from these
// pieces documents itself in /api/openapi.json. It changes nothing in parsing.
type Doc = Record<string, unknown>;
const docOf = (d: Doc) =>
  Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined && !(typeof v === "number" && !Number.isFinite(v))));

/** A zod schema's input as JSON Schema (used for a list's items); {} when it cannot be described. */
export function inputJsonSchema(schema: z.ZodType): Doc {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Doc;
    return rest;
  } catch {
    return {};
  }
}

export const TYPE_MSG = {
  text: "{field} must be text",
  flag: "{field} must be true or false",
  number: "{field} must be a number",
  choice: "{field} is not one of the allowed values",
  list: "{field} must be a list",
} as const;


type TextOptions = {
  /** Maximum length after trimming. */
  max: number;
  /** Message when longer than `max` (default: "{field} must be at most N characters"). */
  tooLong?: string;
  /** Message when the field is blank; without it a blank field is allowed (""). */
  required?: string;
  /** Keep surrounding whitespace (passwords). */
  raw?: boolean;
};

/** A text field: only a string (or absent), trimmed, with a maximum length. */
export function text({ max, tooLong, required, raw = false }: TextOptions) {
  return z.unknown().optional().transform((v, ctx): string => {
    if (v === undefined || v === null) v = "";
    if (typeof v !== "string") {
      ctx.addIssue({ code: "custom", message: TYPE_MSG.text });
      return z.NEVER;
    }
    const value = raw ? v : v.trim();
    if (required && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    if (value.length > max) {
      ctx.addIssue({
        code: "custom",
        message: tooLong ?? `{field} must be at most ${max} characters`,
        params: tooLong ? undefined : { i18n: { id: "{field} must be at most {max} characters", values: { max } } },
      });
      return z.NEVER;
    }
    return value;
  }).meta(docOf({ type: "string", maxLength: max, minLength: required ? 1 : undefined }));
}

/** An email address: lowercased and trimmed (SPEC §5). Format checks stay with the feature. */
export function emailText(opts: Omit<TextOptions, "max" | "raw"> & { max?: number } = {}) {
  return text({ max: MAX.email, ...opts }).transform((v) => v.toLowerCase());
}

const TRUE_FORM = new Set(["on", "true", "1", "yes"]);
const FALSE_FORM = new Set(["", "off", "false", "0", "no"]);

/**
 * A checkbox / boolean: JSON `true`/`false`, or a form's encoding ("on", "true", "1", "yes" and
 * "false", "0", "no", ""). Absent is false (an unticked checkbox sends nothing).
 */
export function flag(opts: { message?: string; absent?: boolean } = {}) {
  const message = opts.message ?? TYPE_MSG.flag;
  return z.unknown().optional().transform((v, ctx): boolean => {
    if (v === undefined || v === null) return opts.absent ?? false;
    if (typeof v === "boolean") return v;
    if (typeof v === "string") {
      const s = v.trim().toLowerCase();
      if (TRUE_FORM.has(s)) return true;
      if (FALSE_FORM.has(s)) return false;
    }
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }).meta({ type: "boolean" });
}

/** A flag that may be left out: undefined when absent (for partial updates). */
export function optionalFlag(message?: string) {
  return z.unknown().optional().transform((v, ctx): boolean | undefined => {
    if (v === undefined || v === null) return undefined;
    const r = flag({ message }).safeParse(v);
    if (!r.success) {
      ctx.addIssue({ code: "custom", message: message ?? TYPE_MSG.flag });
      return z.NEVER;
    }
    return r.data;
  }).meta({ type: "boolean" });
}

/** One of a fixed set of string values; absent (or "") gives `fallback` when one is set. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  opts: { message?: string; fallback?: T[number] } = {},
) {
  const message = opts.message ?? TYPE_MSG.choice;
  return z.unknown().optional().transform((v, ctx): T[number] => {
    if ((v === undefined || v === null || v === "") && opts.fallback !== undefined) return opts.fallback;
    if (typeof v === "string" && (values as readonly string[]).includes(v.trim())) return v.trim() as T[number];
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }).meta(docOf({ type: "string", enum: [...values], default: opts.fallback }));
}

/** A number given as a JSON number or a numeric string ("12", "3.5"); nothing else. */
function toNumber(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v === "string" && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(v)) return Number(v);
  return undefined;
}

/** An integer within [min, max]; absent gives `fallback` when one is set. */
export function int(opts: { min?: number; max?: number; message?: string; fallback?: number } = {}) {
  const message = opts.message ?? TYPE_MSG.number;
  return z.unknown().optional().transform((v, ctx): number => {
    if ((v === undefined || v === null || v === "") && opts.fallback !== undefined) return opts.fallback;
    const n = toNumber(v);
    if (
      n === undefined ||
      !Number.isInteger(n) ||
      (opts.min !== undefined && n < opts.min) ||
      (opts.max !== undefined && n > opts.max)
    ) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  }).meta(docOf({ type: "integer", minimum: opts.min, maximum: opts.max, default: opts.fallback }));
}

/** A positive database id (number or numeric string). */
export function id(message = "{field} must be a valid id") {
  // Ids are 32-bit integers on PostgreSQL.
  return int({ min: 1, max: 2_147_483_647, message });
}

/** An optional id: absent, null or blank gives undefined; anything else must be a valid id. */
export function optionalId(message = "{field} must be a valid id") {
  return z.unknown().optional().transform((v, ctx): number | undefined => {
    if (v === undefined || v === null || v === "") return undefined;
    const r = id().safeParse(v);
    if (!r.success) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return r.data;
  });
}

/**
 * Money typed in dollars ("12", "12.5", "1,234.56", 12.5) as integer cents, in steps of 0.01.
 * Absent or blank gives `fallback` when one is set. `min`/`max` are in cents.
 */
export function cents(opts: { message: string; min?: number; max?: number; fallback?: number }) {
  return z.unknown().optional().transform((v, ctx): number => {
    if ((v === undefined || v === null || (typeof v === "string" && v.trim() === "")) && opts.fallback !== undefined) {
      return opts.fallback;
    }
    const c = toCents(v);
    if (c === undefined || (opts.min !== undefined && c < opts.min) || c > (opts.max ?? 100_000_000_00)) {
      ctx.addIssue({ code: "custom", message: opts.message });
      return z.NEVER;
    }
    return c;
  }).meta(
    docOf({
      type: "number",
      description: "An amount in dollars with at most two decimals (e.g. 12.5); a string such as \"1,234.56\" is also accepted",
      minimum: opts.min !== undefined ? opts.min / 100 : undefined,
      maximum: (opts.max ?? 100_000_000_00) / 100,
      default: opts.fallback !== undefined ? opts.fallback / 100 : undefined,
    }),
  );
}

/** Dollars → integer cents; undefined when not a number with at most two decimals. */
export function toCents(v: unknown): number | undefined {
  let s: string;
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return undefined;
    s = String(v);
  } else if (typeof v === "string") {
    s = v.trim().replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");
  } else return undefined;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s) ?? /^(-?)()\.(\d{1,2})$/.exec(s);
  if (!m) return undefined;
  const whole = Number(m[2] || "0");
  const frac = Number((m[3] ?? "").padEnd(2, "0") || "0");
  const total = whole * 100 + frac;
  return m[1] === "-" ? -total : total;
}

/** A calendar date "YYYY-MM-DD" that exists (31 April is refused). */
export function isoDate(opts: { message: string; optional?: boolean }) {
  return checkedText(isRealDate, opts).meta({ type: "string", format: "date" });
}

/** A trimmed string that passes `valid` ("" when `optional` and absent or blank), else `message`. */
function checkedText(valid: (s: string) => boolean, opts: { message: string; optional?: boolean }) {
  return z.unknown().optional().transform((v, ctx): string => {
    if ((v === undefined || v === null || v === "") && opts.optional) return "";
    if (typeof v === "string" && valid(v.trim())) return v.trim();
    ctx.addIssue({ code: "custom", message: opts.message });
    return z.NEVER;
  });
}


export function timeZone(opts: { message: string; optional?: boolean }) {
  return checkedText(isTimeZone, opts).meta({ type: "string", description: "An IANA time zone name, e.g. America/Chicago", maxLength: 64 });
}

/** A list field: a JSON array, or a form's repeated key (one value arrives as a string). */
export function list<T extends z.ZodType>(item: T, opts: { max: number; tooMany?: string }) {
  return z.unknown().optional().transform((v, ctx): z.output<T>[] => {
    if (v === undefined || v === null || v === "") return [];
    const arr = Array.isArray(v) ? v : typeof v === "string" ? [v] : null;
    if (!arr) {
      ctx.addIssue({ code: "custom", message: TYPE_MSG.list });
      return z.NEVER;
    }
    if (arr.length > opts.max) {
      ctx.addIssue({
        code: "custom",
        message: opts.tooMany ?? `{field} may have at most ${opts.max} items`,
        params: opts.tooMany ? undefined : { i18n: { id: "{field} may have at most {max} items", values: { max: opts.max } } },
      });
      return z.NEVER;
    }
    const out: z.output<T>[] = [];
    for (const el of arr) {
      const r = item.safeParse(el);
      if (!r.success) {
        ctx.addIssue({ code: "custom", message: r.error.issues[0]?.message ?? TYPE_MSG.list });
        return z.NEVER;
      }
      out.push(r.data);
    }
    return out;
  }).meta({ type: "array", maxItems: opts.max, items: inputJsonSchema(item) });
}

export type FormValue = string | string[] | File | File[];

/**
 * A form's fields as a plain object for the zod inputs. A key sent once is a string (or File); a
 * repeated key (checkbox groups, survey options) is an array, in the order sent.
 */
export function formToObject(form: FormData): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    const strings = all.filter((v): v is string => typeof v === "string");
    const files = all.filter((v): v is File => typeof v !== "string");
    if (files.length > 0) out[key] = files.length === 1 ? files[0] : files;
    else out[key] = strings.length === 1 ? strings[0] : strings;
  }
  return out;
}
