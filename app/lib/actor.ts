// Who is making a request: the signed-in person as every feature's server function receives it
// (from a session cookie, an API token or a personal access token). A leaf module (decision record
// 232): the request scope, the session and the token modules all use the type without importing
// each other for it.
import type { Role } from "./permissions";

export type Actor = {
  userId: number;
  familyId: number;
  role: Role;
  name: string;
  email: string;
  sessionId: number;
  /** The person's own language (null: not chosen) and the family's default (issue 40). */
  language?: string | null;
  familyLanguage?: string | null;
};
