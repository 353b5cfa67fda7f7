// The translators' files (issue 40): every key in every language, none unused, none missing from
// the code's t("...") calls, every message valid ICU with the English text's placeholders.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGES } from "~/lib/i18n/languages";

const ROOT = join(import.meta.dirname, "../..");
const LOCALES = join(ROOT, "app/locales");

function readArea(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES, language, `${area}.json`), "utf8")) as Record<string, string>;
}
const areas = readdirSync(join(LOCALES, "en")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const sources = sourceFiles(join(ROOT, "app")).map((path) => ({ path, text: readFileSync(path, "utf8") }));
const allSource = sources.map((s) => s.text).join("\n");

/** The names of a message's arguments ({name}, {count, plural, ...}). */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token)) {
        if (typeof token[0] === "string") names.add(token[0]);
        const cases = token[2];
        if (cases && typeof cases === "object") for (const c of Object.values(cases as Record<string, unknown>)) walk(c);
      }
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === "string" ? [] : compiled);
  return [...names].sort();
}

describe("the translators' files", () => {
  it("has the same areas and the same keys in every language", () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const own = readdirSync(join(LOCALES, language)).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)).sort();
      if (own.join() !== areas.join()) problems.push(`${language}: areas ${own.join(", ")} (English has ${areas.join(", ")})`);
      for (const area of areas) {
        if (!own.includes(area)) continue;
        const english = readArea("en", area);
        const theirs = readArea(language, area);
        if (language === "en") for (const [key, text] of Object.entries(english)) if (key !== text) problems.push(`en/${area}: "${key}" is not its own text`);
        for (const key of Object.keys(english)) if (!(key in theirs) || !theirs[key]!.trim()) problems.push(`${language}/${area}: missing "${key}"`);
        for (const key of Object.keys(theirs)) if (!(key in english)) problems.push(`${language}/${area}: not in English "${key}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("translates one English text one way in a language, whichever areas have it", () => {
    // The areas are merged into one catalogue per language: two translations of one text would
    // show whichever area loads last, on every page. A text with two meanings ("Sign up": make an
    // account, or put your name on a list) gets a key of its own ("{action, select, other {Sign up}}").
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const seen = new Map<string, { area: string; text: string }>();
      for (const area of areas) {
        for (const [key, text] of Object.entries(readArea(language, area))) {
          const first = seen.get(key);
          if (!first) seen.set(key, { area, text });
          else if (first.text !== text) problems.push(`${language}: "${key}" is "${first.text}" in ${first.area} but "${text}" in ${area}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has valid messages whose placeholders are the English text's", () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const area of areas) {
        const theirs = readArea(language, area);
        for (const [key, message] of Object.entries(theirs)) {
          try {
            const expected = argumentNames(key);
            const got = argumentNames(message);
            if (expected.join() !== got.join()) problems.push(`${language}/${area}: "${key}" has {${got.join(", ")}}, English {${expected.join(", ")}}`);
          } catch (error) {
            problems.push(`${language}/${area}: "${key}" is not valid ICU: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has no unused key: each English text is written in the code", () => {
    const unused: string[] = [];
    for (const area of areas) {
      for (const key of Object.keys(readArea("en", area))) {
        const quoted = [JSON.stringify(key), `'${key}'`, `\`${key}\``];
        if (!quoted.some((q) => allSource.includes(q))) unused.push(`${area}: "${key}"`);
      }
    }
    expect(unused).toEqual([]);
  });

  it("has every text the code translates with t(\"...\")", () => {
    const known = new Set(areas.flatMap((area) => Object.keys(readArea("en", area))));
    const missing: string[] = [];
    const call = /\bt\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`$]*`)/g;
    for (const { path, text } of sources) {
      for (const m of text.matchAll(call)) {
        const literal = m[1]!;
        const key = literal.startsWith('"') ? (JSON.parse(literal) as string) : literal.slice(1, -1).replace(/\\'/g, "'");
        if (!known.has(key)) missing.push(`${path.slice(ROOT.length + 1)}: "${key}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
