import { useEffect, useState } from "react";
import { formatEventDate } from "~/lib/dates";

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date and time. The server renders it in the family's time zone (`text`); with JavaScript it
 * is re-formatted in the viewer's own zone after hydration. `zoneName={false}` leaves the zone's
 * name out (a list that says it once, with <TimeZoneNote>).
 */
export function LocalTime({ iso, text, zoneName = true }: { iso: string; text: string; zoneName?: boolean }) {
  const [shown, setShown] = useState(text);
  useEffect(() => {
    setShown(formatEventDate(iso, viewerZone(), zoneName));
  }, [iso, zoneName]);
  return <time dateTime={iso}>{shown}</time>;
}

/** The zone a list's times are in, said once: the family's, or with JavaScript the viewer's own. */
export function TimeZoneNote({ zone }: { zone: string }) {
  const [shown, setShown] = useState(zone);
  useEffect(() => setShown(viewerZone()), []);
  return (
    <p className="muted small" data-testid="events-time-zone">
      All times in {shown}
    </p>
  );
}
