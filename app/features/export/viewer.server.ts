// index.html of an export: the whole family, readable offline in any browser (from file://), with
// no script and no external resource. Written as a stream of text, section by section.
import * as data from "./family-data.server";
import { photoFile, thumbFile, type ExportContext } from "./format";

const esc = (v: unknown) =>
  String(v ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
const attr = (path: string) => esc(path.split("/").map(encodeURIComponent).join("/"));
const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) => iso.replace("T", " ").slice(0, 16) + (iso.length > 10 ? " UTC" : "");
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d232a;background:#f6f7f9}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
header{background:#24445c;color:#fff;max-width:none}
header h1{margin:.2rem 0}
nav a{color:#fff;margin-right:1rem}
section{background:#fff;border:1px solid #d8dde3;border-radius:8px;padding:1rem;margin:1rem 0}
h2{margin-top:0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;border-bottom:1px solid #e3e6ea;padding:.3rem .5rem;vertical-align:top}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.75rem}
figure{margin:0;border:1px solid #e3e6ea;border-radius:6px;padding:.4rem;background:#fafbfc}
figure img{width:100%;height:auto;display:block}
figcaption{font-size:.9rem}
.muted{color:#56606b}
ul.plain{padding-left:1.2rem}
@media (max-width:40rem){td,th{display:block;border:0}tr{display:block;border-bottom:1px solid #e3e6ea}}
`;

type Family = Awaited<ReturnType<typeof data.familyRow>>;

export async function* viewerHtml(ctx: ExportContext, family: Family, names: Map<number, string>): AsyncGenerator<string> {
  const { scope } = ctx;
  const who = (id: number | null | undefined) => esc(id ? (names.get(id) ?? "a former member") : "");
  const title = ctx.kind === "family" ? family.name : `${ctx.exportedBy.name} in ${family.name}`;
  yield `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`;
  yield `<title>${esc(title)}: Kindred export</title><style>${STYLE}</style></head><body>`;
  yield `<header><h1>${esc(title)}</h1><p>Kindred export made ${esc(day(ctx.exportedAt))} by ${esc(ctx.exportedBy.name)}.</p>`;
  yield `<nav aria-label="Sections"><a href="#members">Members</a><a href="#announcements">Announcements</a><a href="#events">Events</a><a href="#trip">Trip</a><a href="#birthdays">Birthdays</a><a href="#directory">Directory</a><a href="#surveys">Surveys</a><a href="#fundraising">Fundraising</a><a href="#photos">Photos</a></nav></header><main>`;
  if (family.description) yield `<p>${esc(family.description)}</p>`;

  yield `<section id="members"><h2>Members</h2><table><thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Joined</th></tr></thead><tbody>`;
  for await (const m of data.members(scope)) yield `<tr><td>${esc(m.name)}</td><td>${esc(m.email)}</td><td>${esc(m.role)}</td><td>${esc(m.createdAt.slice(0, 10))}</td></tr>`;
  yield `</tbody></table></section>`;

  yield `<section id="announcements"><h2>Announcements</h2>`;
  for await (const a of data.announcements(scope)) {
    yield `<article><h3>${esc(a.title)}${a.pinned ? " (pinned)" : ""}</h3><p class="muted">${esc(a.authorName)}, ${esc(day(a.createdAt))}${a.status !== "published" ? `, ${esc(a.status)}` : ""}</p><p>${esc(a.content)}</p></article>`;
  }
  yield `</section>`;

  yield `<section id="events"><h2>Events</h2><p class="muted">Also in events.ics for a calendar app.</p>`;
  // A series' changed and cancelled dates (format version 3), by event.
  const changes = new Map<number, string[]>();
  for await (const x of data.eventExceptions(scope)) {
    const text = x.cancelled ? `${esc(day(x.occurrence))}: cancelled` : `${esc(day(x.occurrence))}: moved${x.eventDate ? ` to ${esc(day(x.eventDate))}` : ""}${x.location ? `, ${esc(x.location)}` : ""}${x.title ? `, “${esc(x.title)}”` : ""}`;
    changes.set(x.eventId, [...(changes.get(x.eventId) ?? []), text]);
  }
  for await (const e of data.events(scope)) {
    const yes = e.rsvps.filter((r) => r.attending);
    const no = e.rsvps.filter((r) => !r.attending);
    yield `<article><h3>${esc(e.title)}</h3><p class="muted">${esc(day(e.eventDate))}${e.location ? `, ${esc(e.location)}` : ""}</p><p>${esc(e.description)}</p>`;
    if (e.recurrence) {
      yield `<p>Repeats: ${esc(e.recurrence)}${e.timeZone ? ` (${esc(e.timeZone)})` : ""}</p>`;
      const dates = changes.get(e.id) ?? [];
      if (dates.length) yield `<p>Changed dates:</p><ul class="plain">${dates.map((d) => `<li>${d}</li>`).join("")}</ul>`;
    }
    yield `<p>RSVPs: ${yes.length} attending${no.length ? `, ${no.length} not attending` : ""}${e.recurrence ? " (all dates)" : ""}</p>`;
    if (e.rsvps.length) {
      yield `<ul class="plain">${e.rsvps
        .map((r) => `<li>${r.occurrence ? `${esc(day(r.occurrence))}, ` : ""}${who(r.userId)}: ${r.attending ? `attending${r.guestCount > 1 ? ` (${r.guestCount} people)` : ""}` : "not attending"}${r.comments ? `, “${esc(r.comments)}”` : ""}</li>`)
        .join("")}</ul>`;
    }
    if (e.signupItems.length) {
      yield `<p>Sign-up list:</p><ul class="plain">${e.signupItems
        .map((i) => `<li>${esc(i.name)} × ${i.quantity}${i.claims.length ? `: ${i.claims.map((c) => `${who(c.userId)} (${c.quantity})`).join(", ")}` : ""}</li>`)
        .join("")}</ul>`;
    }
    yield `</article>`;
  }
  yield `</section>`;

  yield `<section id="trip"><h2>Trip</h2>`;
  const reunion = scope.userId ? null : await data.reunion(scope.familyId);
  if (reunion) yield `<p><strong>${esc(reunion.location)}</strong> ${esc(reunion.startDate ?? "")} to ${esc(reunion.endDate ?? "")}</p><p>${esc(reunion.description)}</p>`;
  yield `<ul class="plain">`;
  for await (const a of data.activities(scope)) yield `<li>${esc(a.date)} ${esc(a.time)}: ${esc(a.name)}${a.location ? `, ${esc(a.location)}` : ""}${a.costCents ? `, ${money(a.costCents)}` : ""}${a.description ? `. ${esc(a.description)}` : ""}</li>`;
  yield `</ul></section>`;

  yield `<section id="birthdays"><h2>Birthdays</h2><ul class="plain">`;
  for await (const b of data.birthdays(scope)) yield `<li>${esc(b.name)}: ${MONTHS[b.month - 1] ?? b.month} ${b.day}</li>`;
  yield `</ul></section>`;

  yield `<section id="directory"><h2>Directory</h2><table><thead><tr><th scope="col">Name</th><th scope="col">Phone</th><th scope="col">Email</th><th scope="col">Comments</th></tr></thead><tbody>`;
  for await (const d of data.directory(scope)) yield `<tr><td>${esc(d.name)}</td><td>${esc(d.phone)}</td><td>${esc(d.email)}</td><td>${esc(d.comments)}</td></tr>`;
  yield `</tbody></table></section>`;

  yield `<section id="surveys"><h2>Surveys</h2>`;
  for await (const s of data.surveys(scope)) {
    yield `<article><h3>${esc(s.title)}</h3><p>${esc(s.description)}</p><p class="muted">${s.responses.length} response(s), ${esc(s.status)}</p>`;
    for (const q of s.questions) {
      const counts = new Map<string, number>();
      for (const r of s.responses) for (const a of r.answers) if (a.questionId === q.id) counts.set(a.answer, (counts.get(a.answer) ?? 0) + 1);
      const label = (answer: string) => q.options.find((o) => o.id === answer)?.text ?? answer;
      yield `<h4>${esc(q.question)}</h4><ul class="plain">${[...counts].map(([answer, n]) => `<li>${esc(label(answer))}: ${n}</li>`).join("")}</ul>`;
    }
    yield `</article>`;
  }
  yield `</section>`;

  yield `<section id="fundraising"><h2>Fundraising</h2>`;
  for await (const c of data.campaigns(scope)) {
    const pledged = c.entries.filter((e) => e.entryType === "pledge").reduce((s, e) => s + e.amountCents, 0);
    const collected = c.entries.filter((e) => e.entryType === "collected").reduce((s, e) => s + e.amountCents, 0);
    yield `<article><h3>${esc(c.title)}</h3><p>${esc(c.description)}</p><p>Goal ${money(c.goalCents)}; pledged ${money(pledged)}; collected ${money(collected)} (${esc(c.status)})</p>`;
    if (c.entries.length) {
      yield `<table><thead><tr><th scope="col">Date</th><th scope="col">Type</th><th scope="col">Payer</th><th scope="col">Amount</th><th scope="col">Memo</th></tr></thead><tbody>${c.entries
        .map((e) => `<tr><td>${esc(e.enteredAt.slice(0, 10))}</td><td>${esc(e.entryType)}</td><td>${esc(e.payerName)}</td><td>${money(e.amountCents)}</td><td>${esc(e.memo)}</td></tr>`)
        .join("")}</tbody></table>`;
    }
    yield `</article>`;
  }
  yield `</section>`;

  yield `<section id="photos"><h2>Photos</h2>`;
  for (const album of await data.albumList(scope.familyId)) {
    let opened = false;
    for await (const p of data.photos(scope, album.id)) {
      if (!opened) {
        yield `<h3>${esc(album.name)}</h3>${album.description ? `<p>${esc(album.description)}</p>` : ""}<div class="grid">`;
        opened = true;
      }
      const href = p.originalKey ? attr(photoFile(ctx.folders, p)) : esc(p.imageUrl ?? "");
      const img = p.thumbKey ? `<img src="${attr(thumbFile(p))}" alt="${esc(p.title)}" loading="lazy" width="${p.width ?? ""}" height="${p.height ?? ""}">` : esc(p.title);
      yield `<figure><a href="${href}">${img}</a><figcaption><strong>${esc(p.title)}</strong>${p.description ? `<br>${esc(p.description)}` : ""}<br><span class="muted">${esc(p.uploadedByName)}, ${esc(p.createdAt.slice(0, 10))}. ♥ ${p.hearts.length}</span>`;
      if (p.comments.length) yield `<ul class="plain">${p.comments.map((c) => `<li>${esc(c.userName)}: ${esc(c.comment)}</li>`).join("")}</ul>`;
      yield `</figcaption></figure>`;
    }
    if (opened) yield `</div>`;
  }
  yield `</section></main></body></html>\n`;
}
