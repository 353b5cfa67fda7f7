import { useT } from "~/lib/i18n/react";
import { splitReference } from "../books";

/**
 * Home: the verse of the day with its reflection. The verse itself stays in English (the King James
 * text; no public-domain translation is shipped); its book's name and the reflection are translated.
 */
export function InspirationCard({ verse }: { verse: { verse: string; reference: string; reflection: string } }) {
  const { t } = useT();
  const { book, passage } = splitReference(verse.reference);
  return (
    <section className="card inspiration" aria-labelledby="inspiration-heading" data-testid="daily-inspiration">
      <h2 id="inspiration-heading">{t("Daily inspiration")}</h2>
      <blockquote>
        <p className="verse" lang="en" dir="ltr">
          &ldquo;{verse.verse}&rdquo;
        </p>
        <footer className="muted">{book ? t("{book} {passage}", { book: t(book), passage }) : verse.reference}</footer>
      </blockquote>
      <p className="reflection">{t(verse.reflection)}</p>
    </section>
  );
}
