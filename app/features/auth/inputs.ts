// zod inputs for accounts, shared by the pages and the /api routes. Messages are SPEC §5 texts.
import { z } from "zod";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());
export const emailText = text.transform((v) => v.trim().toLowerCase());
const bool = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

import { MSG, PASSWORD_MIN } from "./messages";
export { MSG, PASSWORD_MIN };

export const loginInput = z
  .object({ email: emailText, password: text })
  .refine((v) => v.email !== "" && v.password !== "", MSG.fillAll);

export const nameInput = text
  .transform((v) => v.trim())
  .refine((v) => v !== "", MSG.validName)
  .refine((v) => v.length >= 2, MSG.nameShort)
  .refine((v) => v.length <= 80, "Name must be at most 80 characters");

export const registerInput = z
  .object({
    email: emailText,
    name: text.transform((v) => v.trim()),
    password: text,
    confirm_password: text.optional(),
    family_option: z.preprocess((v) => (v === "join" ? "join" : "create"), z.enum(["create", "join"])),
    family_name: text.transform((v) => v.trim()),
    family_description: text.transform((v) => v.trim()).optional(),
    family_code: text.transform((v) => v.trim().toUpperCase()),
    super_admin_code: text.transform((v) => v.trim()),
    from_invite_link: bool,
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!v.email || !v.name || !v.password) return fail(MSG.fillRequired);
    if (!/^[^\s@]+@[^\s@]+$/.test(v.email)) return fail(MSG.validEmail);
    if (v.name.length < 2) return fail(MSG.nameShort);
    if (v.name.length > 80) return fail("Name must be at most 80 characters");
    if (v.confirm_password !== undefined && v.confirm_password !== v.password) return fail(MSG.mismatch);
    if (v.password.length < PASSWORD_MIN) return fail(MSG.passwordShort);
    if (v.family_option === "create" && !v.family_name) return fail(MSG.familyName);
    if (v.family_option === "create" && v.family_name.length > 50) return fail("Family name must be at most 50 characters");
    if (v.family_option === "join" && !v.family_code) return fail(MSG.familyCode);
    if (v.family_option === "join" && !/^[A-Z0-9]{6,8}$/.test(v.family_code)) return fail(MSG.invalidCode);
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const resetRequestInput = z.object({
  email: emailText.refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), MSG.validEmail),
});

export const resetPasswordInput = z
  .object({ token: text.transform((v) => v.trim()), new_password: text, confirm_password: text.optional() })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!v.token) return fail(MSG.missingToken);
    if (v.confirm_password !== undefined && v.confirm_password !== v.new_password) return fail(MSG.mismatch);
    if (v.new_password.length < PASSWORD_MIN) return fail(MSG.passwordShort);
  });
