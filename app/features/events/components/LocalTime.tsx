import { useEffect, useState } from "react";
import { formatEventDate } from "~/lib/dates";

/**
 * A date and time. The server renders it in the family's time zone (`text`); with JavaScript it
 * is re-formatted in the viewer's own zone after hydration.
 */
export function LocalTime({ iso, text }: { iso: string; text: string }) {
  const [shown, setShown] = useState(text);
  useEffect(() => {
    setShown(formatEventDate(iso, Intl.DateTimeFormat().resolvedOptions().timeZone));
  }, [iso]);
  return <time dateTime={iso}>{shown}</time>;
}
