// zod inputs for accounts, shared by the pages and the /api routes. Messages are SPEC §5 texts.
// Built from the strict pieces in ~/lib/inputs: `"password": {}` is a 400, never "[object Object]".
import { z } from "zod";
import { MAX, choice, emailText, flag, text } from "~/lib/inputs";
import { MSG, PASSWORD_MIN } from "./messages";
import { LANGUAGES } from "~/lib/i18n/languages";
import { FAMILY_DESCRIPTION_MAX, FAMILY_NAME_MAX } from "~/features/family/rules";

export { MSG, PASSWORD_MIN };

const NAME_MAX = 80;
const NAME_LONG = "Name must be at most 80 characters"; // NAME_MAX (a literal: the catalogue finds it)

/** A password: kept as typed (no trimming), at most 200 characters. */
const password = () => text({ max: MAX.password, raw: true, tooLong: "Password must be at most 200 characters" });

export const loginInput = z
  .object({ email: emailText(), password: password() })
  .refine((v) => v.email !== "" && v.password !== "", MSG.fillAll);

export const nameInput = text({ max: NAME_MAX, required: MSG.validName, tooLong: NAME_LONG }).refine(
  (v) => v.length >= 2,
  MSG.nameShort,
);

/** PUT /api/profile/name {name}: errors name the field ("Name must be text"). */
export const profileNameInput = z.object({ name: nameInput });

/** PUT /api/profile/language {language}: one of ours, or "" / null for the browser's (issue 40). */
export const profileLanguageInput = z.object({
  language: z
    .union([z.enum(LANGUAGES), z.literal(""), z.null()], { error: "Please choose one of the languages offered" })
    .transform((v) => v || null),
});

export const registerInput = z
  .object({
    email: emailText(),
    name: text({ max: NAME_MAX, tooLong: NAME_LONG }),
    password: password(),
    // Absent in the API shape; the page form sends it (and "" when left empty).
    confirm_password: password().optional(),
    family_option: choice(["create", "join"] as const, {
      message: "Please choose whether to create or join a family",
      fallback: "create",
    }),
    family_name: text({ max: FAMILY_NAME_MAX, tooLong: "Family name must be at most 50 characters" }),
    family_description: text({
      max: FAMILY_DESCRIPTION_MAX,
      tooLong: "Family description must be at most 500 characters",
    }).optional(),
    family_code: text({ max: 20, tooLong: MSG.invalidCode }).transform((v) => v.toUpperCase()),
    super_admin_code: text({ max: MAX.password }),
    from_invite_link: flag(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!v.email || !v.name || !v.password) return fail(MSG.fillRequired);
    if (!/^[^\s@]+@[^\s@]+$/.test(v.email)) return fail(MSG.validEmail);
    if (v.name.length < 2) return fail(MSG.nameShort);
    if (v.confirm_password !== undefined && v.confirm_password !== v.password) return fail(MSG.mismatch);
    if (v.password.length < PASSWORD_MIN) return fail(MSG.passwordShort);
    if (v.family_option === "create" && !v.family_name) return fail(MSG.familyName);
    if (v.family_option === "join" && !v.family_code) return fail(MSG.familyCode);
    if (v.family_option === "join" && !/^[A-Z0-9]{6,8}$/.test(v.family_code)) return fail(MSG.invalidCode);
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const resetRequestInput = z.object({
  email: emailText().refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), MSG.validEmail),
});

export const resetPasswordInput = z
  .object({
    token: text({ max: 200, tooLong: MSG.missingToken }),
    new_password: password(),
    confirm_password: password().optional(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!v.token) return fail(MSG.missingToken);
    if (v.confirm_password !== undefined && v.confirm_password !== v.new_password) return fail(MSG.mismatch);
    if (v.new_password.length < PASSWORD_MIN) return fail(MSG.passwordShort);
  });
