// A family's name and description limits (SPEC §6), no zod: one place for the sign-up form, the
// Admin tab and the super admin console.
export const FAMILY_NAME_MAX = 50;
export const FAMILY_DESCRIPTION_MAX = 500;
