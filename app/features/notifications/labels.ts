// The kinds of email a member can turn off (shared by the profile page and the server).
export const NOTIFICATION_LABELS = {
  announcements: { label: "Announcements", hint: "When an owner or admin emails the family about a new announcement." },
  event_reminders: { label: "Event reminders", hint: "Before an event you said Yes to or have not answered." },
  digest: { label: "Weekly digest", hint: "What is new in the family, once a week (nothing new: no email)." },
  birthdays: { label: "Birthday reminders", hint: "The day before a family member's birthday." },
} as const;
