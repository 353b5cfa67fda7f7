import { forbidden } from "./http.server";
import { can, type Permission } from "./permissions";
import type { Actor } from "./session.server";

/** Throws 403 unless the actor's role has the permission (the server decides; see permissions.ts). */
export function authorize(actor: Actor, permission: Permission, message?: string) {
  if (!can(actor.role, permission)) throw forbidden(message);
}
