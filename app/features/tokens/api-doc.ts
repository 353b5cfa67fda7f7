// /api/tokens in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, fails, messageResponse } from "~/lib/api-doc";
import { SCOPES, TOKEN_MSG, tokenInput } from "./inputs";
import { TOKEN_CANNOT_MANAGE, TOKEN_NOT_FOUND, TOO_MANY_TOKENS } from "./tokens.server";

export const tokenResponse = z.object({
  id: z.int(),
  name: z.string(),
  scope: z.enum(SCOPES),
  created_at: z.string().meta({ format: "date-time" }),
  last_used_at: z.string().nullable().meta({ description: "The day (YYYY-MM-DD, UTC) of the last request made with it" }),
  expires_at: z.string().nullable().meta({ description: "ISO-8601 UTC; null when the token never expires" }),
});

export const tokensDoc = defineArea({
  id: "tokens",
  title: "Personal access tokens",
  description:
    "Named tokens for scripts: `Authorization: Bearer <token>`. A token acts as its person with their role; a `read` token is refused (403) on every change. Expiry: 30 days, 90 days, 1 year or none. The token is shown once; only its hash is stored. Removing the person, suspending them or changing their password ends their tokens. Requests with a token are rate-limited per token and per address (429 with Retry-After).",
  calls: [
    {
      method: "get",
      path: "/tokens",
      summary: "Your personal access tokens",
      response: z.array(tokenResponse),
    },
    {
      method: "post",
      path: "/tokens",
      summary: "Create a token (the `token` value is in this answer only)",
      description: "Must be made with a sign-in session (a personal access token cannot create tokens).",
      body: tokenInput,
      response: tokenResponse.extend({ token: z.string().meta({ description: "The secret; store it now" }) }),
      errors: [...fails(400, TOKEN_MSG.name, TOKEN_MSG.expiry, TOKEN_MSG.scope), [403, TOKEN_CANNOT_MANAGE], [409, TOO_MANY_TOKENS]],
      example: { name: "calendar sync", expires_in: "90d", scope: "read" },
    },
    {
      method: "delete",
      path: "/tokens/{id}",
      summary: "Revoke one of your tokens at once",
      response: messageResponse,
      errors: [[403, TOKEN_CANNOT_MANAGE], [404, TOKEN_NOT_FOUND]],
    },
  ],
});
