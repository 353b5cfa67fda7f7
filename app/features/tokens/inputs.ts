// zod input for a new personal access token, shared by the profile page and POST /api/tokens.
import { z } from "zod";
import { choice, text } from "~/lib/inputs";

export const TOKEN_MSG = {
  name: "Please enter a token name",
  nameLong: "Token name must be at most 100 characters",
  expiry: "Please choose when the token expires",
  scope: "Please choose read or read-write",
} as const;

export const EXPIRIES = ["30d", "90d", "1y", "none"] as const;
export const SCOPES = ["read", "read-write"] as const;
export type Expiry = (typeof EXPIRIES)[number];
export type Scope = (typeof SCOPES)[number];

export const EXPIRY_LABEL: Record<Expiry, string> = { "30d": "30 days", "90d": "90 days", "1y": "1 year", none: "No expiry" };
export const SCOPE_LABEL: Record<Scope, string> = { read: "Read only", "read-write": "Read and write" };

export const tokenInput = z.object({
  name: text({ max: 100, required: TOKEN_MSG.name, tooLong: TOKEN_MSG.nameLong }),
  expires_in: choice(EXPIRIES, { message: TOKEN_MSG.expiry, fallback: "90d" }),
  scope: choice(SCOPES, { message: TOKEN_MSG.scope, fallback: "read" }),
});
export type TokenInput = z.infer<typeof tokenInput>;
