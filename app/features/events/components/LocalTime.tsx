import { formatEventDate } from "~/lib/dates";
import { useClientValue } from "~/ui/useClientValue";
import { useT } from "~/lib/i18n/react";

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The viewer's own time zone once JavaScript runs; null on the server and while hydrating. */
export function useViewerZone(): string | null {
  return useClientValue<string | null>(() => viewerZone() || null, null);
}

/**
 * A date and time. The server renders it in the family's time zone (`text`); with JavaScript it
 * is re-formatted in the viewer's own zone after hydration. `zoneName={false}` leaves the zone's
 * name out (a list that says it once, with <TimeZoneNote>).
 */
export function LocalTime({ iso, text, zoneName = true }: { iso: string; text: string; zoneName?: boolean }) {
  const zone = useViewerZone();
  const { language } = useT();
  const shown = zone ? formatEventDate(iso, zone, zoneName, language) : text;
  return <time dateTime={iso}>{shown}</time>;
}

/** The zone a list's times are in, said once: the family's, or with JavaScript the viewer's own. */
export function TimeZoneNote({ zone }: { zone: string }) {
  const shown = useViewerZone() ?? zone;
  const { t } = useT();
  return (
    <p className="muted small" data-testid="events-time-zone">
      {t("All times in {zone}", { zone: shown })}
    </p>
  );
}
