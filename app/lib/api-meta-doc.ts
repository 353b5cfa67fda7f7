// The API's own description: GET /api/openapi.json.
import { z } from "zod";
import { defineArea } from "./api-doc";

export const apiMetaDoc = defineArea({
  id: "meta",
  title: "This document",
  description: "The machine-readable description of the API. The readable reference is the page /api/docs.",
  calls: [
    {
      method: "get",
      path: "/openapi.json",
      auth: "public",
      summary: "The OpenAPI 3.1 document of every /api call",
      response: z.object({ openapi: z.string() }).catchall(z.unknown()),
    },
  ],
});
