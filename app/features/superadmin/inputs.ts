// Inputs of the super admin calls (SPEC §5 Super admin; texts verbatim).
import { z } from "zod";
import { MAX, choice, emailText, flag, text } from "~/lib/inputs";
import { PASSWORD_MIN } from "~/features/auth/messages";
import { FAMILY_NAME_MAX } from "~/features/family/rules";

export const SA_MSG = {
  newEmail: "Please enter a new email address",
  validEmail: "Please enter a valid email address",
  emailTaken: "An account with this email already exists",
  password: "Password must be at least 6 characters",
  differentName: "Please enter a different name",
  nameTooLong: "Family name must be at most 50 characters",
  searchShort: "Please enter at least 2 characters to search",
  superAdminDelete: "Super admin accounts cannot be deleted",
  superAdminSuspend: "Super admin accounts cannot be suspended",
  plan: "Please choose a plan",
  userNotFound: "User not found",
  familyNotFound: "Family group not found",
} as const;

export { FAMILY_NAME_MAX, PASSWORD_MIN };

export const emailChangeInput = z.object({ new_email: emailText({ required: SA_MSG.newEmail }) });

export const passwordResetInput = z.object({
  new_password: text({ max: MAX.password, raw: true }).refine((v) => v.length >= PASSWORD_MIN, SA_MSG.password),
});

export const familyNameInput = z.object({
  new_name: text({ max: FAMILY_NAME_MAX, required: SA_MSG.differentName, tooLong: SA_MSG.nameTooLong }),
});

export const suspendInput = z.object({
  suspended: flag(),
  reason: text({ max: MAX.short }),
});

export const TIERS = ["free", "small_family", "medium_family"] as const;
export const planInput = z.object({ tier: choice(TIERS, { message: SA_MSG.plan }) });

export const searchInput = z.object({
  query: text({ max: MAX.name }).refine((v) => v.length >= 2, SA_MSG.searchShort),
});
