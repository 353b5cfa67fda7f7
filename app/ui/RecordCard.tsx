import type { ReactNode } from "react";

/**
 * A record's card: its title as the card's heading (naming the article) with badges beside it.
 * `kind` and `id` name the parts: `data-testid="<kind>-card"`, the heading `id="<kind>-<id>-title"`
 * with `className="<kind>-title"`.
 */
export function RecordCard({
  kind,
  id,
  title,
  className,
  badges,
  children,
}: {
  kind: string;
  id: number;
  title: string;
  className: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${kind}-${id}-title`;
  return (
    <article className={className} data-testid={`${kind}-card`} aria-labelledby={headingId}>
      <div className="spread">
        <h2 id={headingId} className={`${kind}-title`}>
          {title}
        </h2>
        {badges}
      </div>
      {children}
    </article>
  );
}
