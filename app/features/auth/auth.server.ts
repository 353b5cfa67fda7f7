// Accounts: registration (create or join a family), sign-in, password reset, profile name.
import { and, eq, gt, isNull } from "drizzle-orm";
import { changes, db, first, lockName, queryOne, schema, withTransaction } from "~/lib/db.server";
import { uniqueFamilyCode } from "~/lib/family-code.server";
import { env } from "~/lib/env.server";
import { keptRows } from "~/lib/family-cache.server";
import { HttpError, badRequest, forbidden, parseInput } from "~/lib/http.server";
import { hashPassword, hashToken, newToken, verifyPassword } from "~/lib/crypto.server";
import { LIMITS, giveBackSignInAttempt, hit, takeSignInAttempt } from "~/lib/rate-limit.server";
import { enqueueMail } from "~/lib/mail.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { languageOfUser } from "~/features/notifications/recipients.server";
import { createSession, deleteUserSessions, type Actor } from "~/lib/session.server";
import { can, type Role } from "~/lib/permissions";
import { assertWithinPlan } from "~/features/plans/limits.server";
import type { Language } from "~/lib/i18n/languages";
import { MSG, loginInput, profileLanguageInput, profileNameInput, registerInput, resetPasswordInput, resetRequestInput } from "./inputs";

import { EMAIL_EXISTS_MESSAGE, RESET_DONE_MESSAGE } from "./messages";

export { EMAIL_EXISTS_MESSAGE };
export const INVALID_LOGIN = "Invalid email or password";
export const ACCOUNT_SUSPENDED = "This account has been suspended. Please contact support.";
export const RESET_REQUEST_MESSAGE =
  "If an account exists for that email, a password reset link has been sent. The link expires in 1 hour.";
export const RESET_INVALID = "This reset link is invalid or has expired. Please request a new password reset.";
const RESET_TTL_MS = 60 * 60 * 1000;

export { generateFamilyCode } from "~/lib/family-code.server";

export type RegisterResult = { userId: number; accessToken: string; familyCode: string; familyId: number };

/**
 * Creates an account and either a new family (the user becomes owner) or joins one by code
 * (the user becomes member). `kind` decides which session is created for the response.
 * `language` is the language the person signed up in (the page's, or the API call's
 * Accept-Language), issue 40: a new family takes it as its default language; someone joining a
 * family whose default is another keeps it as their own, so their emails come in it too.
 */
export async function register(raw: unknown, ip: string, kind: "browser" | "api", language?: Language | null): Promise<RegisterResult> {
  await hit(LIMITS.registrationPerIp, ip);
  const input = parseInput(registerInput, raw);
  // Checked before the (slow) password hash, and again in the transaction (two sign-ups at once).
  if (await findUserByEmail(input.email)) throw emailExists();
  const passwordHash = await hashPassword(input.password);
  const superCode = env().SUPER_ADMIN_CODE;
  const isSuperAdmin = Boolean(superCode && input.super_admin_code && input.super_admin_code === superCode);
  const username = input.email.split("@")[0]!.toLowerCase();

  // One transaction: the member-limit check (count) and the insert cannot be split by another
  // join, so concurrent joins never take a family past its plan's limit.
  const result = await withTransaction(async (tx) => {
    await lockName(tx, `email:${input.email.trim().toLowerCase()}`);
    if (await findUserByEmail(input.email)) throw emailExists();
    let familyId: number;
    let familyCode: string;
    let role: Role;
    let ownLanguage: Language | null = null;
    if (input.family_option === "create") {
      familyCode = await uniqueFamilyCode();
      const [family] = await tx
        .insert(schema.families)
        .values({ name: input.family_name, familyCode, description: input.family_description ?? "" })
        .returning({ id: schema.families.id });
      familyId = family!.id;
      await tx.insert(schema.familySettings).values({ familyId, ...(language ? { language } : {}) });
      role = "owner";
    } else {
      const family = await first(tx.select().from(schema.families).where(eq(schema.families.familyCode, input.family_code)).limit(1));
      if (!family) throw badRequest(MSG.invalidCode);
      await assertWithinPlan(family.id, "members");
      familyId = family.id;
      familyCode = family.familyCode;
      role = "member";
      if (language) {
        const settings = await first(tx.select({ language: schema.familySettings.language }).from(schema.familySettings).where(eq(schema.familySettings.familyId, familyId)).limit(1));
        if (language !== (settings?.language ?? "en")) ownLanguage = language;
      }
    }
    if (isSuperAdmin) role = "super_admin";
    const [user] = await tx
      .insert(schema.users)
      .values({ familyId, name: input.name, email: input.email, username, passwordHash, role, language: ownLanguage })
      .returning({ id: schema.users.id });
    if (input.family_option === "join" && input.from_invite_link) {
      await tx.insert(schema.inviteJoins).values({ familyId, userId: user!.id, userName: input.name });
    }
    return { userId: user!.id, familyId, familyCode };
  });
  return { ...result, accessToken: await createSession(result.userId, kind) };
}

function emailExists() {
  return badRequest({ error: "email_exists", message: EMAIL_EXISTS_MESSAGE });
}

export async function findUserByEmail(email: string) {
  return first(db().select().from(schema.users).where(eq(schema.users.email, email.trim().toLowerCase())).limit(1));
}

// Compared against when the email is unknown, so a miss costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Verifies email and password. Attempts are limited per (account, address) and per address
 * across accounts, so nobody can lock another person out of their account from elsewhere; when
 * one account collects many failures from many addresses, only the addresses that have failed
 * on it are refused (decision record 023). The attempt is taken before the password is checked
 * (decision record 225: sign-ins sent at once cannot pass the limit together) and a correct
 * password gives it back. 429s carry Retry-After.
 */
export async function login(raw: unknown, ip: string) {
  const input = parseInput(loginInput, raw);
  await takeSignInAttempt(input.email, ip);
  const user = await findUserByEmail(input.email);
  dummyHash ??= hashPassword("not-a-real-password");
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  // A wrong password (or unknown account) keeps its attempt counted.
  if (!user || !ok) throw new HttpError(401, INVALID_LOGIN);
  await giveBackSignInAttempt(input.email, ip);
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (user.suspendedAt) throw new HttpError(403, ACCOUNT_SUSPENDED);
  return user;
}

export async function checkEmail(raw: unknown, ip: string): Promise<{ exists: boolean; message: string }> {
  await hit(LIMITS.lookupPerIp, ip);
  const email = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  if (!email.includes("@")) throw badRequest(MSG.validEmail);
  const exists = Boolean(await findUserByEmail(email));
  return {
    exists,
    message: exists ? "An account with this email already exists" : "Email is available",
  };
}

/** Same answer, in body and status, whether or not the email has an account. */
export async function requestPasswordReset(raw: unknown): Promise<{ message: string }> {
  const { email } = parseInput(resetRequestInput, raw);
  await hit(LIMITS.resetRequestPerEmail, email);
  const user = await findUserByEmail(email);
  if (user) {
    const token = newToken();
    const link = `${env().APP_ORIGIN}/reset-password?token=${encodeURIComponent(token)}`;
    // The token and its email are committed together (the email is sent after the commit).
    await withTransaction(async (tx) => {
      await tx
        .insert(schema.passwordResetTokens)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString() });
      // In the person's language (issue 40): their own choice, else their family's default.
      const { t } = serverTranslator(await languageOfUser(user.id));
      await enqueueMail({
        to: user.email,
        subject: t("Reset your Kindred password"),
        text:
          `${t("Hello {name},", { name: user.name })}\n\n${t("Someone (hopefully you) asked to reset the password of your Kindred account.")}\n` +
          `${t("Open this link within 1 hour to choose a new password:")}\n\n${link}\n\n` +
          `${t("If you did not ask for this, you can ignore this email; your password stays the same.")}\n`,
      });
    });
  }
  return { message: RESET_REQUEST_MESSAGE };
}

/** Sets a new password from a single-use, 1-hour token and signs the user out everywhere. */
export async function resetPassword(raw: unknown): Promise<{ message: string }> {
  const input = parseInput(resetPasswordInput, raw);
  const t = schema.passwordResetTokens;
  const row = await first(
    db()
      .select()
      .from(t)
      .where(and(eq(t.tokenHash, hashToken(input.token)), isNull(t.usedAt), gt(t.expiresAt, new Date().toISOString())))
      .limit(1),
  );
  if (!row) throw badRequest(RESET_INVALID);
  const passwordHash = await hashPassword(input.new_password);
  const now = new Date().toISOString();
  await withTransaction(async (tx) => {
    // Only while still unused: of two requests with one token, the second changes nothing.
    const used = await changes(tx.update(t).set({ usedAt: now }).where(and(eq(t.id, row.id), isNull(t.usedAt))));
    if (used !== 1) throw badRequest(RESET_INVALID);
    await tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, row.userId));
    // Any other outstanding reset link of this user stops working too.
    await tx.update(t).set({ usedAt: now }).where(and(eq(t.userId, row.userId), isNull(t.usedAt)));
    await deleteUserSessions(row.userId);
  });
  return { message: RESET_DONE_MESSAGE };
}

/** §3 User, with the family's name and plan. Never any password material. */
// GET /api/auth/me and Home run this on every request: a raw statement prepared once (issue 16).
// The account first (a materialized CTE), then its family and birthday: SQLite answers this form in
// a quarter of the time of the plain join, as for the session lookup (session.server.ts).
const CURRENT_USER_SQL = `with u as materialized (
    select id, family_id, name, email, username, role, language, created_at from users where id = +?
  )
  select u.id, u.name, u.email, u.username, u.role, u.language, u.created_at, f.name as family_name,
    f.family_code, f.subscription_tier, b.month as birthday_month, b.day as birthday_day
  from u join families f on f.id = u.family_id left join birthdays b on b.user_id = u.id`;
type CurrentUserRow = {
  id: number;
  name: string;
  email: string;
  username: string;
  language: string | null;
  role: Role;
  created_at: string;
  family_name: string;
  family_code: string;
  subscription_tier: "free" | "small_family" | "medium_family";
  birthday_month: number | null;
  birthday_day: number | null;
};

export async function currentUser(actor: Actor) {
  // Kept per family under its data version, which a change of the account, its family's name, code
  // or plan, or its birthday moves (decision record 276).
  const { row } = await keptRows(actor.familyId, `account:${actor.userId}`, Date.now(), async () => ({
    row: (await queryOne<CurrentUserRow>(CURRENT_USER_SQL, actor.userId)) ?? null,
  }));
  if (!row) throw new HttpError(401, "Not authenticated");
  const { family_name, family_code, subscription_tier, ...user } = row;
  return {
    ...user,
    birthday_month: user.birthday_month ?? null,
    birthday_day: user.birthday_day ?? null,
    family: { name: family_name, family_code, subscription_tier },
  };
}

/** A person's own language (issue 40); null = the browser's, then the family's default. */
export async function updateOwnLanguage(actor: Actor, raw: unknown): Promise<{ language: string | null }> {
  if (!can(actor.role, "profile.updateName")) throw forbidden();
  const { language } = parseInput(profileLanguageInput, { language: raw });
  await withTransaction((tx) => tx.update(schema.users).set({ language }).where(eq(schema.users.id, actor.userId)));
  return { language };
}

export async function updateOwnName(actor: Actor, raw: unknown): Promise<{ name: string }> {
  if (!can(actor.role, "profile.updateName")) throw forbidden();
  const { name } = parseInput(profileNameInput, { name: raw });
  await withTransaction(async (tx) => {
    await tx.update(schema.users).set({ name }).where(eq(schema.users.id, actor.userId));
    // The user's own birthday card carries their name.
    await tx.update(schema.birthdays).set({ name }).where(eq(schema.birthdays.userId, actor.userId));
  });
  return { name };
}
