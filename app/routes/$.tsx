import { Link } from "@remix-run/react";

/** Unknown pages: a 404 without any internals. */
export const loader = () => {
  throw new Response("Not found", { status: 404 });
};

export default function NotFound() {
  return (
    <main className="page narrow center">
      <h1>Page not found</h1>
      <Link to="/">Go Home</Link>
    </main>
  );
}
