// /api/calendar-subscriptions* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, messageResponse, type ApiCall } from "~/lib/api-doc";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { ROLE_DENIED } from "~/features/integrations/gate.server";
import { SUBSCRIPTION_MSG, subscriptionInput } from "./inputs";

const gate: Array<[number, string]> = [
  [403, PLAN_LIMIT_MESSAGE.integrations],
  [403, ROLE_DENIED],
];
const base = { permission: "integrations.use", rule: "Needs a paid plan" } satisfies Partial<ApiCall>;
const subscription = z.object({
  id: z.int(),
  url: z.string(),
  name: z.string(),
  color: z.string().meta({ description: "#rrggbb" }),
  last_fetched_at: z.string().nullable(),
  last_error: z.string().nullable().meta({ description: "Why the last fetch failed; null after a good one" }),
  created_at: z.string(),
  event_count: z.int().meta({ description: "Dates kept from the calendar (92 days back, 366 ahead)" }),
});
const missing: [number, string] = [404, SUBSCRIPTION_MSG.notFound];

export const calendarSubscriptionsDoc = defineArea({
  id: "calendar-subscriptions",
  title: "Calendar subscriptions",
  description:
    "Outside calendars (school holidays, a club, a shared Google or Nextcloud calendar) shown read-only beside the family's events: in the Events tab and in GET /api/events?from=&to= with `source` {calendar_id, name}. Fetched by a background job at once and every few hours.",
  calls: [
    { ...base, method: "get", path: "/calendar-subscriptions", summary: "The family's calendar subscriptions", response: z.array(subscription), errors: gate },
    {
      ...base,
      method: "post",
      path: "/calendar-subscriptions",
      summary: "Subscribe to an outside calendar (https:// or webcal://); it is fetched at once in the background",
      body: subscriptionInput,
      response: subscription,
      errors: [...gate, [400, SUBSCRIPTION_MSG.required], [400, SUBSCRIPTION_MSG.badUrl], [400, SUBSCRIPTION_MSG.badColor], [409, SUBSCRIPTION_MSG.tooMany]],
      example: { url: "webcal://calendar.example.org/school-holidays.ics", name: "School holidays", color: "#2e7d32" },
    },
    { ...base, method: "delete", path: "/calendar-subscriptions/{id}", summary: "Unsubscribe (its events go)", response: messageResponse, errors: [...gate, missing] },
    {
      ...base,
      method: "post",
      path: "/calendar-subscriptions/{id}/refresh",
      summary: "Fetch the calendar again now (runs in the background)",
      status: 202,
      response: messageResponse,
      errors: [...gate, missing],
    },
  ],
});
