// Guest links (issue 38, decision record 240): the limits, texts and small pure rules shared by
// the pages, the server and the tests (no zod, no database here).

export const GUEST_KINDS = ["album", "event", "signups"] as const;
export type GuestKind = (typeof GUEST_KINDS)[number];

export const GUEST_LIMITS = {
  label: 100,
  name: 60,
  minDays: 1,
  maxDays: 90,
  defaultDays: 14,
  /** Links a family keeps (revoked ones not counted). */
  links: 200,
  /** Photos in one guest upload. */
  photosPerUpload: 10,
  /** Photos of an album shown on its guest page (newest first). */
  photosShown: 200,
  /** Coming dates of a series listed on its guest page (issue 41). */
  dates: 8,
} as const;

export const GUEST_MSG = {
  kind: "Please choose what the link opens: an album, an event or a sign-up list",
  target: "Please choose the album or event the link opens",
  label: "Please enter a label for the link",
  labelLong: "Label must be at most 100 characters", // GUEST_LIMITS.label (literals: the catalogue finds them)
  days: "The link must expire in 1 to 90 days",
  denied: "You do not have permission to share this with a guest link",
  guestDenied: "Guests cannot create guest links",
  uploadDenied: "You cannot let guests add photos to this album, because you cannot add photos there yourself",
  tooMany: "A family can have at most 200 guest links. Revoke one you no longer need first.",
  notFound: "Guest link not found",
  targetMissing: "The album or event this link opens no longer exists",
  // The guest's side.
  invalid: "This link does not work. It may have been revoked; ask the person who sent it for a new one.",
  expired: "This link has expired. Ask the person who sent it for a new one.",
  name: "Please enter your name",
  nameLong: "Your name must be at most 60 characters",
  noPhotos: "Please choose one or more photos",
  tooManyPhotos: "Please choose at most 10 photos at a time",
  uploadOff: "This link lets you look at the album but not add photos",
  photoNotFound: "Photo not found",
} as const;

export const KIND_LABEL: Record<GuestKind, string> = { album: "Album", event: "Event", signups: "Sign-up list" };

/** "Album: Reunion 2031", "Event: Picnic", "Sign-up list: Picnic". */
export const opensText = (kind: GuestKind, title: string) => `${KIND_LABEL[kind]}: ${title}`;

/** How a guest's name is shown to the family: "Ann (guest)". */
export const guestName = (name: string) => `${name} (guest)`;

/** The guest page's address of a token (the token is URL-safe base64). */
export const guestPath = (token: string) => `/g/${token}`;

/** What a successful guest submission says on the page it returns to (?done=). */
export const DONE_TEXT = {
  photos: "Thank you! Your photos were added to the album.",
  photo: "Thank you! Your photo was added to the album.",
  yes: "RSVP confirmed! See you there.",
  no: "RSVP cancelled. Thank you for letting us know.",
  claim: "Thank you! You are signed up.",
} as const;
export type DoneKey = keyof typeof DONE_TEXT;
