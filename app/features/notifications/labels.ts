// The kinds of email a member can turn off (shared by the profile page and the server).
export const NOTIFICATION_LABELS = {
  announcements: { label: "Announcements", hint: "When an owner or admin emails the family about a new announcement." },
  event_reminders: { label: "Event reminders", hint: "Before an event you said Yes to or have not answered." },
  digest: { label: "Weekly digest", hint: "What is new in the family, once a week (nothing new: no email)." },
  birthdays: { label: "Birthday reminders", hint: "The day before a family member's birthday." },
} as const;

type EmailKind = keyof typeof NOTIFICATION_LABELS;

/** The push twin of an email kind: its own label (one text to translate), the email's hint unless told another. */
const pushOf = (kind: EmailKind, label: string, hint: string = NOTIFICATION_LABELS[kind].hint) => ({ label, hint });

// The kinds of push notification (issue 39), on the devices where "Notify this device" was chosen.
export const PUSH_LABELS = {
  push_announcements: pushOf("announcements", "Push: Announcements", "When an announcement is sent to the family."),
  push_event_reminders: pushOf("event_reminders", "Push: Event reminders"),
  push_birthdays: pushOf("birthdays", "Push: Birthday reminders"),
  push_photo_comments: { label: "Push: Comments on your photos", hint: "When someone comments on a photo you added." },
} as const;
