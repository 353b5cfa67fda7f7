// Prints what the page showed when a browser test failed (Playwright's error context: the page's
// accessibility snapshot at the failure) on standard output. CI keeps only its output, not the
// test-results folder, and a failure seen once (a lost toast) cannot be mended without it.
import fs from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const MAX_CHARS = 6000;

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    for (const a of result.attachments) {
      if (!a.name.includes("error-context")) continue;
      let text: string;
      try {
        text = a.body ? a.body.toString("utf8") : a.path ? fs.readFileSync(a.path, "utf8") : "";
      } catch {
        continue;
      }
      // The page's snapshot, not the instructions and the error the list reporter already printed.
      const at = text.indexOf("# Page snapshot");
      if (at >= 0) text = text.slice(at);
      if (!text.trim()) continue;
      const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n… (${text.length - MAX_CHARS} more characters)` : text;
      process.stdout.write(`\n--- What the page showed when "${test.title}" failed (attempt ${result.retry + 1}) ---\n${shown}\n--- end ---\n`);
    }
  }
}
