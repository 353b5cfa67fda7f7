// /api/docs: the readable API reference, rendered by the server from the same document as
// /api/openapi.json (decision record 101). No third-party script; it needs no JavaScript.
import { Link } from "react-router";
import { env } from "~/lib/env.server";
import { apiReference, type CallView, type FieldRow } from "~/lib/openapi.server";
import type { Route } from "./+types/docs";

export const meta: Route.MetaFunction = () => [{ title: "API reference · Kindred" }];

export async function loader(_: Route.LoaderArgs) {
  return { origin: env().APP_ORIGIN, areas: apiReference() };
}

function Fields({ caption, rows, input = true }: { caption: string; rows: FieldRow[]; input?: boolean }) {
  if (rows.length === 0) return null;
  return (
    // A wide table scrolls inside its box on a phone: focusable so the keyboard can scroll it too.
    <div className="table-scroll" tabIndex={0} role="group" aria-label={caption}>
      <table className="api-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td>
                <code>{r.name}</code>
                {input && r.required ? <span className="small"> (required)</span> : null}
              </td>
              <td>
                <code>{r.type}</code>
              </td>
              <td>{r.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Call({ call }: { call: CallView }) {
  return (
    <article className="card api-call" id={call.anchor} aria-labelledby={`${call.anchor}-h`}>
      <h3 id={`${call.anchor}-h`}>
        <span className={`api-method api-${call.method.toLowerCase()}`}>{call.method}</span> <code>{call.path}</code>
      </h3>
      <p>{call.summary}</p>
      {call.description ? <p className="muted">{call.description}</p> : null}
      <p>
        <strong>Who may call:</strong> {call.who}
      </p>
      {call.roles.length > 0 ? (
        <ul className="api-roles" aria-label="Roles">
          {call.roles.map((r) => (
            <li key={r.role} className={r.allowed ? "yes" : "no"}>
              {`${r.role}: ${r.allowed ? "yes" : "no"}`}
            </li>
          ))}
        </ul>
      ) : null}
      <Fields caption="Parameters" rows={call.params} />
      <Fields caption={call.multipart ? "Body (JSON, or multipart/form-data with a file)" : "Body (JSON)"} rows={call.body} />
      {call.response.length > 0 || call.responseNote.startsWith("A ") ? (
        call.response.length > 0 ? (
          <Fields caption={`Answer: ${call.responseNote}`} rows={call.response} input={false} />
        ) : (
          <p>
            <strong>Answer:</strong> {call.responseNote}
          </p>
        )
      ) : null}
      <details>
        <summary>Errors</summary>
        <dl className="api-errors">
          {call.errors.map((e) => (
            <div key={e.status}>
              <dt>{e.status}</dt>
              <dd>
                {e.texts.length ? (
                  <ul>
                    {e.texts.map((t) => (
                      <li key={t}>“{t}”</li>
                    ))}
                  </ul>
                ) : (
                  <span className="muted">See the status</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <p className="small">Example</p>
      {/* Focusable: a long example scrolls sideways, and keyboard users must reach it (WCAG 2.1.1). */}
      <pre className="api-curl" tabIndex={0} aria-label={`Example: ${call.method.toUpperCase()} ${call.path}`}>
        <code>{call.curl}</code>
      </pre>
    </article>
  );
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { origin, areas } = loaderData;
  return (
    <main className="page stack api-docs">
      <p>
        <Link to="/">Kindred</Link>
      </p>
      <h1>Kindred API reference</h1>
      <section className="card stack" aria-labelledby="start-h">
        <h2 id="start-h">Getting started</h2>
        <ol>
          <li>
            Sign in, open <strong>Home → Your profile → Personal access tokens</strong> (<a href="/dashboard/tokens">/dashboard/tokens</a>) and
            create a token. Choose <em>Read only</em> unless the script must change things. Copy it: it is shown once.
          </li>
          <li>
            Send it on every call: <code>Authorization: Bearer &lt;token&gt;</code>. A token acts as you, with your role.
          </li>
        </ol>
        <pre className="api-curl" tabIndex={0} aria-label="Example: list events with a token">
          <code>{`export KINDRED_URL=${origin}\nexport KINDRED_TOKEN=kdr_…\ncurl -sS "$KINDRED_URL/api/events?limit=50" -H "Authorization: Bearer $KINDRED_TOKEN"`}</code>
        </pre>
        <ul>
          <li>
            Every answer is JSON. Errors are <code>{`{"detail": "…"}`}</code>; invalid input (400) adds <code>errors</code>, one{" "}
            <code>{`{field, message}`}</code> per field. 401: no or bad token; 403: your role, the family&apos;s plan, or a read-only token;
            404: missing or another family&apos;s; 429: too many requests, wait for <code>Retry-After</code> seconds.
          </li>
          <li>
            Lists that page take <code>limit</code> and <code>cursor</code>; the next page&apos;s cursor is in the <code>X-Next-Cursor</code>{" "}
            header (absent on the last page). Pages run newest first by id, so rows added while you page never repeat or shift. Add{" "}
            <code>envelope=1</code> to get <code>{`{"items": […], "next_cursor": "…"}`}</code> instead of the plain list (<code>next_cursor</code> is{" "}
            <code>null</code> on the last page): <code>curl -sS &quot;$KINDRED_URL/api/photos?envelope=1&amp;limit=50&quot;</code>, then pass{" "}
            <code>next_cursor</code> back as <code>cursor</code>.
          </li>
          <li>
            Events and photos answer with an <code>ETag</code>; send it back as <code>If-None-Match</code> and an unchanged list is a bodiless 304.
          </li>
          <li>Ids are integers; instants are ISO-8601 UTC; money is in dollars in requests and both cents and dollars where answers carry it.</li>
          <li>
            The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
          </li>
        </ul>
      </section>
      <nav aria-labelledby="toc-h" className="card">
        <h2 id="toc-h">Areas</h2>
        <ul>
          {areas.map((a) => (
            <li key={a.id}>
              <a href={`#area-${a.id}`}>{a.title}</a> <span className="muted small">({a.calls.length} calls)</span>
            </li>
          ))}
        </ul>
      </nav>
      {areas.map((a) => (
        <section key={a.id} id={`area-${a.id}`} aria-labelledby={`area-${a.id}-h`} className="stack">
          <h2 id={`area-${a.id}-h`}>{a.title}</h2>
          <p className="muted">{a.description}</p>
          {a.calls.map((c) => (
            <Call key={c.anchor} call={c} />
          ))}
        </section>
      ))}
    </main>
  );
}
