// Trip planning in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails } from "~/lib/api-doc";
import { text, MAX } from "~/lib/inputs";
import { activityInput, reunionInput } from "./inputs";
import { TRIP_MSG } from "./rules";

const activityResponse = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  price: z.number().meta({ description: "Dollars" }),
  cost_cents: z.int(),
  location: z.string(),
  created_by: z.int().nullable(),
});
const activities = collection("/activities", activityResponse, "Activity not found");
const reunionResponse = z.object({
  location: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  description: z.string(),
  booking_url: z.string(),
  booking_url_is_default: z.boolean(),
  updated_at: z.string().nullable(),
});

export const tripDoc = defineArea({
  id: "trip",
  title: "Trip planning",
  description: "The reunion's place and dates, the booking link and planned activities.",
  calls: [
    { method: "get", path: "/reunion-details", summary: "The reunion details", response: reunionResponse },
    {
      method: "put",
      path: "/reunion-details",
      summary: "Set the reunion details",
      permission: "trip.manage",
      body: reunionInput.and(z.object({ booking_url: text({ max: MAX.url }).meta({ type: "string", description: "Optional booking link; blank = the default" }) })),
      response: reunionResponse,
      errors: fails(400, TRIP_MSG.location, TRIP_MSG.dates, TRIP_MSG.badDate, TRIP_MSG.endBeforeStart, TRIP_MSG.bookingUrl),
      example: { location: "Lake Tahoe", start_date: "2026-07-03", end_date: "2026-07-06", description: "Cabins by the lake" },
    },
    activities.list("Planned activities"),
    activities.create("Add an activity", {
      permission: "trip.manage",
      body: activityInput,
      errors: fails(400, TRIP_MSG.activity, TRIP_MSG.activityDate, TRIP_MSG.activityTime, TRIP_MSG.cost),
      example: { name: "Boat trip", description: "", date: "2026-07-04", time: "10:00", price: 25, location: "Marina" },
    }),
    activities.remove("Delete an activity", { permission: "trip.manage" }),
  ],
});
