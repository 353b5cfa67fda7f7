import { ErrorScreen } from "~/features/home/components/ErrorScreen";
import { NOT_FOUND_TEXT } from "~/ui/routeError";
import { metaTranslator } from "~/ui/meta";
import type { Route } from "./+types/$";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("Page not found · Kindred") },
    { name: "description", content: t("This page does not exist on Kindred. Go back to the home page or sign in.") },
  ];
};

/** Unknown pages: a 404 without any internals. */
export const loader = () => {
  throw new Response("Not found", { status: 404 });
};

export default function NotFound() {
  return <ErrorScreen title="Page not found" message={NOT_FOUND_TEXT} />;
}
