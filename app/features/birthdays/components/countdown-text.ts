// A birthday's countdown in the page's language (issue 40): "Today", "Tomorrow", "N days" in English,
// one ICU message so every language says it with its own plural forms.
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";

export function countdownText(t: Translator["t"], days: number): string {
  return t("{count, plural, =0 {Today} =1 {Tomorrow} other {# days}}", { count: days });
}

export function useCountdown(): (days: number) => string {
  const { t } = useT();
  return (days) => countdownText(t, days);
}
