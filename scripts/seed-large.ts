// `npm run seed:large [-- --scale N] [-- --data-dir DIR]`: a large platform for the budgets
// (ARCHITECTURE "Budgets", issues 14 and 16). Scale 1 is 10,000 families and 100,000 accounts
// (owner, admin, members, a guest per family), 200,000 events with about 5 RSVPs each, 100,000
// announcements and 100,000 birthdays, 50,000 directory contacts, activities, audit rows, link
// photos (an https image_url, no files) in each family's default album, and surveys with
// responses; scale N multiplies the families and everything in them. SEED_FAMILIES / SEED_USERS
// still override the family and account counts. A super admin is added to measure with.
// Writes straight into $DATA_DIR/app.db (default ./data; --data-dir wins) with better-sqlite3
// prepared statements in batched transactions, after the app's own migrations (openDatabase).
// Refuses to run twice on the same database.
import path from "node:path";
import { hashPassword } from "~/lib/crypto.server";
import { dataDir, openDatabase } from "~/lib/db.server";
import { PLANS } from "~/features/plans/limits";
import type { SubscriptionTier } from "../db/schema";

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
}

const SCALE = Number(arg("scale") ?? process.env.SEED_SCALE ?? 1);
if (!(SCALE > 0)) throw new Error("--scale must be a positive number");
const dataDirArg = arg("data-dir");
if (dataDirArg) process.env.DATA_DIR = path.resolve(dataDirArg);

const FAMILIES = Number(process.env.SEED_FAMILIES ?? Math.round(10_000 * SCALE));
const USERS = Number(process.env.SEED_USERS ?? Math.round(100_000 * SCALE));
// Per family (scale 1 totals in brackets).
const EVENTS_PER_FAMILY = 20; // [200k]: 14 upcoming, 6 past
const UPCOMING_EVENTS = 14;
const RSVPS_PER_EVENT = 5; // [~1M], capped by the family's size
const ANNOUNCEMENTS_PER_FAMILY = 10; // [100k]: 1 pinned, 1 pending
const BIRTHDAYS_PER_FAMILY = 10; // [100k]: the accounts' own, then manual ones
const CONTACTS_PER_FAMILY = 5; // [50k]
const ACTIVITIES_PER_FAMILY = 3; // [30k]
const AUDIT_PER_FAMILY = 10; // [100k]
const PHOTOS_PER_FAMILY = 8; // [80k]
const SURVEY_RESPONDENTS = 5; // one survey of 3 questions per family [10k surveys, 50k responses]
const PASSWORD = "large-seed-password";
const SUPER_EMAIL = "super@large.kindred.test";
const BATCH = 500; // families per transaction

const FIRST = ["Ada", "Ben", "Cara", "Dev", "Eli", "Fay", "Gil", "Hana", "Ivo", "June", "Kai", "Lena", "Milo", "Nia", "Omar", "Pia"];
const LAST = ["Rivers", "Stone", "Marsh", "Hale", "Okafor", "Nguyen", "Silva", "Kowalski", "Haddad", "Moreau", "Tanaka", "Byrne"];
const PLACES = ["Grandma's house", "The lake cabin", "City park pavilion", "Uncle Ray's backyard", "Community hall"];
const ZONES = ["UTC", "America/New_York", "America/Chicago", "America/Los_Angeles", "Europe/London", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"];
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LOREM =
  "We are getting together again this year. Bring a dish to share, your favourite photos and " +
  "the little ones. Parking is behind the house; call if you get lost on the way.";

/** 8-character codes (registration makes 6-character ones, so they never collide). */
function familyCode(i: number): string {
  let s = "";
  let n = i;
  for (let k = 0; k < 7; k++) {
    s = CODE_ALPHABET[n % 32] + s;
    n = Math.floor(n / 32);
  }
  return `L${s}`;
}

function tierFor(i: number): SubscriptionTier {
  const r = i % 10;
  return r < 7 ? "free" : r < 9 ? "small_family" : "medium_family";
}

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const ymd = (ms: number) => iso(ms).slice(0, 10);

async function main() {
  const started = Date.now();
  const file = path.join(dataDir(), "app.db");
  const db = openDatabase(file);
  const sqlite = db.$client;
  if (sqlite.prepare("select 1 from users where email = ?").get(SUPER_EMAIL)) {
    console.log(`${file} already holds the large seed (${SUPER_EMAIL} exists); nothing to do.`);
    return;
  }
  const passwordHash = await hashPassword(PASSWORD);
  // Bulk load: no fsync per batch (a crash mid-seed just means seeding again).
  sqlite.pragma("synchronous = OFF");

  const ins = {
    family: sqlite.prepare(
      `insert into families (name, family_code, subscription_tier, subscription_status, monthly_price_cents, created_at)
       values (?, ?, ?, 'active', ?, ?) returning id`,
    ),
    settings: sqlite.prepare("insert into family_settings (family_id, time_zone) values (?, ?)"),
    user: sqlite.prepare(
      `insert into users (family_id, name, email, username, password_hash, role, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id`,
    ),
    event: sqlite.prepare(
      `insert into events (family_id, title, description, event_date, location, created_by, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    ),
    rsvp: sqlite.prepare(`insert into rsvps (event_id, user_id, attending, guest_count, comments, updated_at) values (?, ?, ?, ?, ?, ?)`),
    announcement: sqlite.prepare(
      `insert into announcements (family_id, author_id, author_name, title, content, pinned, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    birthday: sqlite.prepare(
      `insert into birthdays (family_id, user_id, created_by, name, month, day, is_manual, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    contact: sqlite.prepare(
      `insert into directory_entries (family_id, name, phone, email, comments, created_by, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    activity: sqlite.prepare(
      `insert into activities (family_id, name, description, date, time, cost_cents, location, created_by, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    audit: sqlite.prepare(
      `insert into audit_logs (family_id, actor_user_id, actor_name, action, target_type, target_id, details, timestamp) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    album: sqlite.prepare(
      `insert into albums (family_id, name, name_key, description, is_default, created_by, created_by_name, created_at)
       values (?, 'general', 'general', 'Photos without another album', 1, ?, ?, ?) returning id`,
    ),
    photo: sqlite.prepare(
      `insert into photos (family_id, album_id, title, description, uploaded_by, uploaded_by_name, image_url, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    survey: sqlite.prepare(
      `insert into surveys (family_id, title, description, status, created_by, created_at) values (?, ?, ?, 'active', ?, ?) returning id`,
    ),
    question: sqlite.prepare(
      `insert into survey_questions (survey_id, position, question, question_type, options, required) values (?, ?, ?, ?, ?, 1) returning id`,
    ),
    response: sqlite.prepare(`insert into survey_responses (survey_id, user_id, created_at, submitted_at) values (?, ?, ?, ?) returning id`),
    answer: sqlite.prepare(`insert into survey_answers (response_id, survey_id, question_id, answer) values (?, ?, ?, ?)`),
  };

  // Accounts are spread over the last two years, in id order (newest first = highest id).
  const now = Date.now();
  const span = 730 * DAY;
  const t0 = now - span;
  const at = (n: number) => iso(t0 + Math.floor((n / USERS) * (span - 3600_000)));
  const counts = { events: 0, rsvps: 0, announcements: 0, birthdays: 0, contacts: 0, activities: 0, audit: 0, photos: 0, surveys: 0, responses: 0 };
  const options = JSON.stringify([
    { id: "a", text: "June" },
    { id: "b", text: "July" },
    { id: "c", text: "August" },
  ]);

  let userNo = 0;
  const seedBatch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      // Users are shared out evenly: the first (USERS % FAMILIES) families get one more.
      const size = Math.floor(USERS / FAMILIES) + (i < USERS % FAMILIES ? 1 : 0);
      const tier = tierFor(i);
      const surname = LAST[i % LAST.length]!;
      const created = at(userNo);
      const createdMs = Date.parse(created);
      const { id } = ins.family.get(`The ${surname} Family ${i + 1}`, familyCode(i), tier, PLANS[tier].monthlyPriceCents, created) as { id: number };
      ins.settings.run(id, ZONES[i % ZONES.length]);
      const members: { id: number; name: string; role: string }[] = [];
      for (let k = 0; k < size; k++) {
        const n = userNo++;
        const role = k === 0 ? "owner" : k === 1 ? "admin" : k === size - 1 && size > 3 ? "guest" : "member";
        const name = `${FIRST[n % FIRST.length]} ${surname}`;
        const row = ins.user.get(id, name, `user${n + 1}@large.kindred.test`, `user${n + 1}`, passwordHash, role, at(n)) as { id: number };
        members.push({ id: row.id, name, role });
      }
      if (members.length === 0) continue;
      const owner = members[0]!;
      const pick = (k: number) => members[k % members.length]!;
      const answerers = members.filter((m) => m.role !== "guest");

      for (let e = 0; e < EVENTS_PER_FAMILY; e++) {
        const when = e < UPCOMING_EVENTS ? now + (e + 1) * 5 * DAY + (i % 48) * 1800_000 : now - (e - UPCOMING_EVENTS + 1) * 30 * DAY;
        const { id: eventId } = ins.event.get(
          id, `Gathering ${e + 1}`, LOREM, iso(when), PLACES[(i + e) % PLACES.length], owner.id, created, created,
        ) as { id: number };
        counts.events++;
        const n = Math.min(RSVPS_PER_EVENT, members.length);
        for (let r = 0; r < n; r++) {
          const m = pick(e + r);
          ins.rsvp.run(eventId, m.id, (e + r) % 4 === 0 ? 0 : 1, 1 + ((e + r) % 3), r === 0 ? "We'll bring dessert." : "", iso(createdMs + r * 60_000));
          counts.rsvps++;
        }
      }
      for (let a = 0; a < ANNOUNCEMENTS_PER_FAMILY; a++) {
        const m = pick(a);
        const t = iso(now - (a + 1) * 3 * DAY - (i % 100) * 60_000);
        ins.announcement.run(id, m.id, m.name, `News from the ${surname}s #${a + 1}`, LOREM, a === 0 ? 1 : 0, a === 1 ? "pending" : "published", t, t);
        counts.announcements++;
      }
      for (let b = 0; b < BIRTHDAYS_PER_FAMILY; b++) {
        const own = b < members.length ? members[b]! : null;
        const month = 1 + ((i + b * 5) % 12);
        const day = 1 + ((i * 7 + b * 3) % 28);
        ins.birthday.run(id, own?.id ?? null, owner.id, own ? own.name : `Cousin ${FIRST[b % FIRST.length]}`, month, day, own ? 0 : 1, created);
        counts.birthdays++;
      }
      for (let c = 0; c < CONTACTS_PER_FAMILY; c++) {
        const name = `${FIRST[(i + c) % FIRST.length]} ${LAST[(i + c + 3) % LAST.length]}`;
        ins.contact.run(id, name, `555-01${String(c).padStart(2, "0")}`, `contact${c}.family${i + 1}@example.com`, "Second cousin", owner.id, created, created);
        counts.contacts++;
      }
      for (let a = 0; a < ACTIVITIES_PER_FAMILY; a++) {
        ins.activity.run(id, ["Hike", "Boat trip", "Picnic"][a]!, "Meet at the entrance.", ymd(now + (a + 2) * 10 * DAY), a === 2 ? "" : "10:00", a * 1500, PLACES[a]!, owner.id, created);
        counts.activities++;
      }
      for (let a = 0; a < AUDIT_PER_FAMILY; a++) {
        const m = pick(a);
        ins.audit.run(id, m.id, m.name, a % 2 ? "event_update" : "announcement_create", a % 2 ? "event" : "announcement", String(a + 1), `Seeded change ${a + 1}`, iso(now - a * DAY));
        counts.audit++;
      }
      const { id: albumId } = ins.album.get(id, owner.id, owner.name, created) as { id: number };
      for (let p = 0; p < PHOTOS_PER_FAMILY; p++) {
        const m = pick(p);
        ins.photo.run(id, albumId, `Summer ${2020 + p}`, "", m.id, m.name, `https://images.example.com/family/${i + 1}/${p + 1}.jpg`, iso(now - p * 7 * DAY));
        counts.photos++;
      }
      const { id: surveyId } = ins.survey.get(id, "Reunion planning", "When and where should we meet?", owner.id, created) as { id: number };
      counts.surveys++;
      const q1 = (ins.question.get(surveyId, 0, "Which month suits you?", "multiple_choice", options) as { id: number }).id;
      const q2 = (ins.question.get(surveyId, 1, "Will you stay overnight?", "yes_no", "[]") as { id: number }).id;
      const q3 = (ins.question.get(surveyId, 2, "Anything else?", "text", "[]") as { id: number }).id;
      for (let r = 0; r < Math.min(SURVEY_RESPONDENTS, answerers.length); r++) {
        const t = iso(createdMs + (r + 1) * 3600_000);
        const { id: responseId } = ins.response.get(surveyId, answerers[r]!.id, t, t) as { id: number };
        ins.answer.run(responseId, surveyId, q1, ["a", "b", "c"][r % 3]);
        ins.answer.run(responseId, surveyId, q2, r % 2 ? "yes" : "no");
        ins.answer.run(responseId, surveyId, q3, `Looking forward to it (${r + 1})`);
        counts.responses++;
      }
    }
  });
  for (let from = 0; from < FAMILIES; from += BATCH) {
    seedBatch(from, Math.min(FAMILIES, from + BATCH));
    if (process.stdout.isTTY) process.stdout.write(`\r${Math.min(FAMILIES, from + BATCH)} / ${FAMILIES} families`);
  }
  if (process.stdout.isTTY) process.stdout.write("\n");

  // The operator to measure with, in a family of their own.
  sqlite.transaction(() => {
    const { id } = ins.family.get("Platform Operators", "LSUPERAD", "free", 0, iso(now)) as { id: number };
    ins.settings.run(id, "UTC");
    ins.user.get(id, "Platform Super Admin", SUPER_EMAIL, "super", passwordHash, "super_admin", iso(now));
  })();
  sqlite.pragma("optimize");
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  const c = counts;
  console.log(
    `Seeded ${FAMILIES} families, ${userNo} users, ${c.events} events, ${c.rsvps} RSVPs, ${c.announcements} announcements, ` +
      `${c.birthdays} birthdays, ${c.contacts} contacts, ${c.activities} activities, ${c.audit} audit rows, ${c.photos} photos, ` +
      `${c.surveys} surveys with ${c.responses} responses into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      `Super admin: ${SUPER_EMAIL} / ${PASSWORD}. Every seeded user has the same password.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
