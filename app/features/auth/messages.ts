// SPEC §5 texts for accounts (no zod here, so pages can import them without shipping zod).
export const PASSWORD_MIN = 6;
export const MSG = {
  fillAll: "Please fill in all fields",
  fillRequired: "Please fill in all required fields",
  mismatch: "Passwords do not match",
  familyName: "Please enter a family name",
  familyCode: "Please enter a family code",
  invalidCode: "Please enter a valid family code",
  validEmail: "Please enter a valid email address",
  passwordShort: "Password must be at least 6 characters long",
  missingToken: "Invalid reset link. Please request a new password reset.",
  validName: "Please enter a valid name",
  nameShort: "Name must be at least 2 characters long",
} as const;

/** Registering with an email that has an account opens the reset-password modal, prefilled (§8). */
export const EMAIL_EXISTS_MESSAGE =
  "An account with this email already exists. Did you forget your password? You can reset it.";
export const RESET_DONE_MESSAGE = "Your password has been reset. You can now sign in with your new password.";
