import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Page not found · Kindred" },
  { name: "description", content: "This page does not exist on Kindred." },
];

/** Unknown pages: a 404 without any internals. */
export const loader = () => {
  throw new Response("Not found", { status: 404 });
};

export default function NotFound() {
  return (
    <main className="page narrow center">
      <h1>Page not found</h1>
      <p className="muted">We could not find that page. It may have moved, or the link may be mistyped.</p>
      <p className="row" style={{ justifyContent: "center" }}>
        <Link className="button" to="/">
          Go Home
        </Link>
        <Link className="button secondary" to="/auth">
          Sign in
        </Link>
      </p>
    </main>
  );
}
