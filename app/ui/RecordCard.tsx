import type { ReactNode } from "react";

/** A record's card: its title as the card's heading (naming the article) with badges beside it. */
export function RecordCard({
  headingId,
  title,
  titleClassName,
  className,
  testId,
  badges,
  children,
}: {
  headingId: string;
  title: string;
  titleClassName?: string;
  className: string;
  testId: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={className} data-testid={testId} aria-labelledby={headingId}>
      <div className="spread">
        <h2 id={headingId} className={titleClassName}>
          {title}
        </h2>
        {badges}
      </div>
      {children}
    </article>
  );
}
