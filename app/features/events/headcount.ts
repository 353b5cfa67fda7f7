// The RSVP summary of one event. Pure, so it is unit tested and shared by the page and the /api.
//
// guest_count is the size of the party an answer covers, the respondent included: that is why
// §5 makes it 1 to 20 with a default of 1. So "guests" = guest_count - 1 per attending answer and
// the total headcount = the sum of guest_count over attending answers.
// "Not answered" lists the family's accounts without an answer, except accounts with the guest
// role: they are view-only (§6) and cannot RSVP, so they are never expected to answer.

export type RsvpLike = { user_id: number; user_name: string; attending: boolean; guest_count: number; comments: string };
export type AccountLike = { id: number; name: string; role: string };

export type Headcount = {
  attending_people: number;
  guests: number;
  total_headcount: number;
  not_attending: number;
  not_answered: number;
  attending: { user_id: number; name: string; guest_count: number; comments: string }[];
  declined: { user_id: number; name: string }[];
  not_answered_names: { user_id: number; name: string }[];
};

export function summarizeHeadcount(rsvps: RsvpLike[], accounts: AccountLike[]): Headcount {
  const attending = rsvps.filter((r) => r.attending);
  const declined = rsvps.filter((r) => !r.attending);
  const answered = new Set(rsvps.map((r) => r.user_id));
  const waiting = accounts.filter((a) => a.role !== "guest" && !answered.has(a.id));
  const total = attending.reduce((sum, r) => sum + Math.max(1, r.guest_count), 0);
  return {
    attending_people: attending.length,
    guests: total - attending.length,
    total_headcount: total,
    not_attending: declined.length,
    not_answered: waiting.length,
    attending: attending.map((r) => ({ user_id: r.user_id, name: r.user_name, guest_count: r.guest_count, comments: r.comments })),
    declined: declined.map((r) => ({ user_id: r.user_id, name: r.user_name })),
    not_answered_names: waiting.map((a) => ({ user_id: a.id, name: a.name })),
  };
}
