// zod input for a new personal access token, shared by the profile page and POST /api/tokens.
import { z } from "zod";
import { choice, text } from "~/lib/inputs";
import { EXPIRIES, SCOPES } from "./labels";
export { EXPIRIES, SCOPES, EXPIRY_LABEL, SCOPE_LABEL, type Expiry, type Scope } from "./labels";

export const TOKEN_MSG = {
  name: "Please enter a token name",
  nameLong: "Token name must be at most 100 characters",
  expiry: "Please choose when the token expires",
  scope: "Please choose read or read-write",
} as const;

export const tokenInput = z.object({
  name: text({ max: 100, required: TOKEN_MSG.name, tooLong: TOKEN_MSG.nameLong }),
  expires_in: choice(EXPIRIES, { message: TOKEN_MSG.expiry, fallback: "90d" }),
  scope: choice(SCOPES, { message: TOKEN_MSG.scope, fallback: "read" }),
});
export type TokenInput = z.infer<typeof tokenInput>;
