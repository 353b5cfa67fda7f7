// /api/auth/* and /api/profile/name in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, fails, messageResponse, type ApiCall, type CallDetails } from "~/lib/api-doc";
import { rateLimited } from "~/lib/rate-limit-text";
import { emailText, text, MAX } from "~/lib/inputs";
import { ROLES } from "~/lib/permissions";
import { MSG, profileLanguageInput, profileNameInput, registerInput, resetPasswordInput, resetRequestInput } from "./inputs";
import { EMAIL_EXISTS_MESSAGE } from "./messages";

const INVALID_LOGIN = "Invalid email or password";

/** The login body as the route reads it: `username` is the email (`email` is accepted too). */
const loginBody = z.object({
  username: emailText().meta({ description: "The account's email address" }),
  email: emailText().meta({ description: "Alias of username" }),
  password: text({ max: MAX.password, raw: true }),
});

const tokenResponse = z.object({ access_token: z.string(), token_type: z.literal("bearer") });

export const currentUserResponse = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES as [string, ...string[]]),
  language: z.enum(["en", "es", "fr", "de", "ar"]).nullable().describe("Your own language for pages and emails; null: your browser's, then the family's default"),
  created_at: z.string(),
  birthday_month: z.int().nullable(),
  birthday_day: z.int().nullable(),
  family: z.object({ name: z.string(), family_code: z.string(), subscription_tier: z.string() }),
});

/** A call made before signing in (no session, no token): each POSTs a JSON body. */
const publicPost = (path: string, summary: string, details: CallDetails): ApiCall => ({ method: "post", path, auth: "public", summary, ...details });

export const authDoc = defineArea({
  id: "auth",
  title: "Accounts and sign-in",
  description:
    "Sign in, register, reset a password. Scripts are better served by a personal access token (see Personal access tokens) than by a password.",
  calls: [
    {
      method: "get",
      path: "/auth/me",
      summary: "The signed-in person",
      response: currentUserResponse,
    },
    publicPost("/auth/login", "Sign in with email and password; answers a 30-day session token", {
      body: loginBody,
      response: tokenResponse,
      errors: [[400, MSG.fillAll], [401, INVALID_LOGIN], rateLimited(15)],
      example: { username: "ada@example.org", password: "correct horse" },
    }),
    publicPost("/auth/register", "Create an account that creates or joins a family", {
      body: registerInput,
      response: tokenResponse.extend({ family_code_info: z.object({ family_code: z.string() }) }),
      errors: [
        ...fails(400, MSG.fillRequired, MSG.familyName, MSG.familyCode, MSG.invalidCode, MSG.passwordShort),
        [400, EMAIL_EXISTS_MESSAGE + " (detail is {error: \"email_exists\", message})"],
        rateLimited(60),
      ],
      example: { email: "ada@example.org", name: "Ada", password: "correct horse", family_option: "create", family_name: "The Lovelaces" },
    }),
    {
      method: "post",
      path: "/auth/logout",
      summary: "End the session (or revoke the token) the request is made with",
      response: messageResponse,
    },
    publicPost("/auth/check-email", "Whether an account exists for an email", {
      body: z.object({ email: emailText() }),
      response: z.object({ exists: z.boolean(), message: z.string() }),
      errors: [[400, MSG.validEmail]],
    }),
    publicPost("/auth/request-password-reset", "Email a one-hour password reset link", {
      body: resetRequestInput,
      response: messageResponse,
      errors: [[400, MSG.validEmail]],
    }),
    publicPost("/auth/reset-password", "Set a new password with a reset token; ends every session and token of the account", {
      body: resetPasswordInput,
      response: messageResponse,
      errors: fails(400, MSG.missingToken, MSG.passwordShort, "This reset link is invalid or has expired. Please request a new password reset."),
    }),
    {
      method: "put",
      path: "/profile/name",
      summary: "Change your own name",
      permission: "profile.updateName",
      body: profileNameInput,
      response: z.object({ name: z.string() }),
      errors: fails(400, MSG.validName, MSG.nameShort),
      example: { name: "Ada King" },
    },
    {
      method: "put",
      path: "/profile/language",
      summary: "Choose your own language for pages and emails (null: your browser's, then the family's default)",
      permission: "profile.updateName",
      body: profileLanguageInput,
      response: z.object({ language: z.enum(["en", "es", "fr", "de", "ar"]).nullable() }),
      errors: fails(400, "Please choose one of the languages offered"),
      example: { language: "es" },
    },
  ],
});

