// Daily inspiration in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea } from "~/lib/api-doc";

export const inspirationDoc = defineArea({
  id: "inspiration",
  title: "Daily inspiration",
  description: "The verse of the day.",
  calls: [
    {
      method: "get",
      path: "/bible-verses/daily",
      summary: "Today's verse (the same for the whole family all day)",
      response: z.object({ verse: z.string(), reference: z.string(), reflection: z.string(), date: z.string() }),
    },
    { method: "get", path: "/homepage/inspiration-enabled", summary: "Whether the family shows the daily inspiration", response: z.object({ enabled: z.boolean() }) },
  ],
});
