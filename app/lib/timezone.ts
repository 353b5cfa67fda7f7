// The time-zone check on its own (no zod), so that browser code using ~/lib/dates does not ship
// the validation library (Lighthouse: ~23 KB of unused JavaScript on Home, issue 15).
const zoneChecks = new Map<string, boolean>();

/** An IANA time zone name known to this runtime. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  const known = zoneChecks.get(zone);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    ok = true;
  } catch {
    ok = false;
  }
  // Remembered (building a formatter per check was a hot path, issue 16); bounded, since the
  // names come from user input.
  if (zoneChecks.size >= 1000) zoneChecks.clear();
  zoneChecks.set(zone, ok);
  return ok;
}
