// A family with something in every tab (for export and import tests): announcements, an event
// with RSVPs, a weekly series (issue 41) with one date cancelled, one moved and answers on two dates, birthdays, a directory card, trip details and an activity, a survey with answers, a
// campaign with entries (and a bank account, which an export must leave out), albums with
// uploaded photos, hearts and comments.
import { familyWithEveryRole, type RoleFamily } from "./client";
import { phoneJpeg, png } from "./images";
import { uploadPhoto } from "./photo-upload";

export const BANK_ACCOUNT_NUMBER = "987654321012";

/** The weekly series' dates (the family's zone is UTC): answered on the second and third; third moved, fourth cancelled. */
export const SERIES = {
  rule: "FREQ=WEEKLY;BYDAY=SU;COUNT=6",
  second: "2030-03-10T10:00:00.000Z",
  third: "2030-03-17T10:00:00.000Z",
  thirdMovedTo: "2030-03-16T18:00:00.000Z",
  fourth: "2030-03-24T10:00:00.000Z",
};

export type RichFamily = RoleFamily & {
  eventId: number;
  seriesId: number;
  surveyId: number;
  campaignId: number;
  photos: { id: number; title: string; album: string; bytes: Buffer }[];
};

function must<T extends { status: number; body: any }>(r: T, what: string): T["body"] { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (r.status !== 200 && r.status !== 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function richFamily(baseUrl: string, familyName = "The Movers"): Promise<RichFamily> {
  const fam = await familyWithEveryRole(baseUrl, familyName);
  const o = fam.owner.client;
  must(await o.post("/announcements", { title: "Welcome, everyone", content: "Reunion news here.", pinned: true }), "announcement");
  must(await fam.member.client.post("/announcements", { title: "Member idea", content: "Karaoke night?", pinned: false }), "member announcement");
  const when = new Date(Date.now() + 40 * 86400_000).toISOString();
  const event = must(await o.post("/events", { title: "Summer Picnic", description: "Food, games; family", event_date: when, location: "Lake Park" }), "event");
  must(await fam.member.client.post("/events/rsvp", { event_id: event.id, attending: true, guest_count: 3, comments: "Bringing pie" }), "rsvp member");
  must(await fam.admin.client.post("/events/rsvp", { event_id: event.id, attending: false, guest_count: 1, comments: "" }), "rsvp admin");
  const series = must(
    await o.post("/events", { title: "Sunday dinner", description: "Every week at Oma's", event_date: "2030-03-03T10:00", location: "Oma's", recurrence: SERIES.rule }),
    "series",
  );
  must(await fam.member.client.post("/events/rsvp", { event_id: series.id, attending: true, guest_count: 2, comments: "Count us in", occurrence: SERIES.second }), "series rsvp 2");
  must(await fam.member.client.post("/events/rsvp", { event_id: series.id, attending: false, occurrence: SERIES.third }), "series rsvp 3");
  must(await o.del(`/events/${series.id}/occurrences/${encodeURIComponent(SERIES.fourth)}`), "cancel a date");
  must(await o.put(`/events/${series.id}/occurrences/${encodeURIComponent(SERIES.third)}`, { event_date: "2030-03-16T18:00", location: "The park" }), "move a date");
  must(await o.post("/birthdays", { name: "Grandma Rose", month: 3, day: 14 }), "birthday");
  must(await fam.member.client.post("/birthdays", { name: "Mia Member", month: 7, day: 2 }), "own birthday");
  must(await o.post("/family-members", { name: "Uncle Ray", phone: "555-0100", email: "ray@example.test", comments: "Bring the grill" }), "directory");
  must(await o.put("/reunion-details", { location: "Lake Tahoe Lodge", start_date: "2026-08-01", end_date: "2026-08-04", description: "Cabins by the lake" }), "reunion");
  must(await o.post("/activities", { name: "Canoe race", description: "Teams of two", date: "2026-08-02", time: "10:00", price: 12.5, location: "Dock" }), "activity");
  const survey = must(
    await o.post("/surveys", {
      title: "Reunion food",
      description: "Help us plan the menu",
      questions: [
        { question: "Main course?", question_type: "multiple_choice", options: ["BBQ", "Pasta", "Tacos"] },
        { question: "Anything else?", question_type: "text", required: false },
      ],
    }),
    "survey",
  );
  const [main, other] = survey.questions as { id: number; options: { id: string; text: string }[] }[];
  const bbq = main!.options.find((x) => x.text === "BBQ")!.id;
  const tacos = main!.options.find((x) => x.text === "Tacos")!.id;
  must(await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main!.id, answer: bbq }, { question_id: other!.id, answer: "More shade" }] }), "respond member");
  must(await fam.admin.client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main!.id, answer: tacos }] }), "respond admin");
  must(await o.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main!.id, answer: bbq }] }), "respond owner");
  const campaign = must(await o.post("/campaigns", { title: "Hall rental", description: "The big hall", goal_amount: 1500 }), "campaign");
  must(await fam.member.client.post(`/campaigns/${campaign.id}/entries`, { entry_type: "pledge", amount: 100, payer_name: "Mia Member", memo: "for the hall" }), "pledge");
  must(await o.post(`/campaigns/${campaign.id}/entries`, { entry_type: "collected", amount: 250.75, payer_name: "Uncle Ray" }), "collected");
  must(await o.post("/admin/bank-account", { account_number: BANK_ACCOUNT_NUMBER, routing_number: "011000015", account_holder_name: "The Movers Fund" }), "bank");
  must(await o.post("/albums", { name: "Summer 2025" }), "album");
  const photos: RichFamily["photos"] = [];
  const shots: [string, string, Buffer, string][] = [
    ["Lake Day", "general", await phoneJpeg(320, 200), "lake.jpg"],
    ["Cake", "Summer 2025", await png(120, 90, { r: 200, g: 40, b: 40 }), "cake.png"],
    ["Dock at dusk", "Summer 2025", await phoneJpeg(240, 180), "dock.jpg"],
  ];
  for (const [title, album, bytes, name] of shots) {
    const uploader = title === "Cake" ? fam.member.client : o;
    const p = await uploadPhoto(baseUrl, uploader, { title, description: `${title} caption`, album }, { bytes, name });
    photos.push({ id: p.id, title, album, bytes });
  }
  must(await fam.member.client.post("/photos/heart", { photo_id: photos[0]!.id }), "heart");
  must(await o.post("/photos/heart", { photo_id: photos[0]!.id }), "heart owner");
  must(await fam.admin.client.post("/photos/comment", { photo_id: photos[0]!.id, comment: "Beautiful!" }), "comment");
  return { ...fam, eventId: event.id, seriesId: series.id, surveyId: survey.id, campaignId: campaign.id, photos };
}
