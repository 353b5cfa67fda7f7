// The columns family.json carries for each kind of record (docs/export/README.md), written once
// (decision record 233): the export selects exactly these (family-data.server.ts) and the import
// writes exactly these back (family-import.server.ts), so a column added to one side cannot be
// forgotten on the other. `fields` are in family.json's order, after the record's own id;
// `people` are those among them that hold a member's user id, which the import re-maps to the new
// family's members (null when that person was not brought along).
type Kind = { readonly fields: readonly string[]; readonly people: readonly string[] };

export const FIELDS = {
  announcements: {
    fields: ["authorId", "authorName", "title", "content", "pinned", "status", "reviewFeedback", "reviewedByName", "reviewedAt", "createdAt", "updatedAt"],
    people: ["authorId"],
  },
  /** recurrence and timeZone: version 3 (a series, issue 41); absent in older files (one date). */
  events: { fields: ["title", "description", "eventDate", "location", "recurrence", "timeZone", "createdBy", "createdAt", "updatedAt"], people: ["createdBy"] },
  /** One changed or cancelled date of a series (version 3): its event and original start are handled by each side. */
  eventExceptions: { fields: ["cancelled", "eventDate", "title", "description", "location", "updatedAt"], people: [] },
  signupItems: { fields: ["name", "note", "quantity", "createdBy", "createdAt"], people: ["createdBy"] },
  birthdays: { fields: ["userId", "createdBy", "name", "month", "day", "isManual", "createdAt"], people: ["userId", "createdBy"] },
  directory: { fields: ["name", "phone", "email", "comments", "createdBy", "createdAt", "updatedAt"], people: ["createdBy"] },
  activities: { fields: ["name", "description", "date", "time", "costCents", "location", "createdBy", "createdAt"], people: ["createdBy"] },
  surveys: { fields: ["title", "description", "status", "hasLogic", "createdBy", "createdAt"], people: ["createdBy"] },
  campaigns: {
    fields: ["title", "description", "goalCents", "status", "visibility", "showDonorNames", "showProgressDetails", "createdBy", "createdByName", "createdAt", "updatedAt", "closedAt"],
    people: ["createdBy"],
  },
  campaignEntries: {
    fields: ["entryType", "amountCents", "payerName", "memo", "source", "enteredBy", "enteredByName", "enteredAt"],
    people: ["enteredBy"],
  },
  albums: { fields: ["name", "description", "isDefault", "createdBy", "createdByName", "createdAt"], people: ["createdBy"] },
  /** A photo's own words and uploader; its album, link or files and date are handled by each side. */
  photos: { fields: ["title", "description", "uploadedBy", "uploadedByName"], people: ["uploadedBy"] },
  photoComments: { fields: ["userId", "userName", "comment", "createdAt"], people: ["userId"] },
  auditLog: { fields: ["action", "actorUserId", "actorName", "targetType", "targetId", "details", "timestamp"], people: ["actorUserId"] },
} as const satisfies Record<string, Kind>;

/** A photo's hearts and comments as family.json carries them: the export writes them, the import reads them. */
export type PhotoReactions = {
  hearts: { userId: number; createdAt: string }[];
  comments: { userId: number | null; userName: string; comment: string; createdAt: string }[];
};

/** The named entries of `row` (a table's columns on export, a family.json record on import). */
export function pick<T, K extends keyof T & string>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}

/**
 * A family.json record's fields as the import writes them: as they are, but for `people`, given
 * to `person` (old user id → the new family's user id, or null).
 */
export function importedFields<R, F extends keyof R & string, P extends F>(
  record: R,
  kind: { readonly fields: readonly F[]; readonly people: readonly P[] },
  person: (id: R[P]) => number | null,
): { [K in F]: K extends P ? number | null : R[K] } {
  const out = pick(record, kind.fields) as Record<string, unknown>;
  for (const k of kind.people) out[k] = person(record[k]);
  return out as { [K in F]: K extends P ? number | null : R[K] };
}
