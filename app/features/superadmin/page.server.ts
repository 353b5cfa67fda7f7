// The super admin console's loader and commands (the route file only composes the page): each
// section loads on its own (a failing one shows the spec's text, §8), and every command goes
// through features/superadmin with the PlatformActor.
import type { LoaderFunctionArgs } from "react-router";
import { HttpError, idParam } from "~/lib/http.server";
import { pageAction, type FormInput, type PageIntent } from "~/lib/page-action.server";
import type { Actor, ToastText } from "~/lib/session.server";
import { pageText } from "~/lib/page-text";
import { platformActorFrom, requirePlatformAdminPage, type PlatformActor } from "./platform-actor.server";
import {
  analyticsOverview,
  changeUserEmail,
  deleteUser,
  deletionPreview,
  getPlatformFamily,
  getPlatformUser,
  listFamilies,
  listPlatformAudit,
  listUsers,
  renameFamily,
  resetUserPassword,
  searchUsers,
  setFamilyPlanWithoutPayment,
  setUserSuspended,
} from "./superadmin.server";


const PATH = "/dashboard/superadmin";
const AUDIT_PAGE = "20";

type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** A section that fails shows the spec's text (§8) instead of taking the whole console down. */
async function section<T>(load: () => Promise<T>, failure: string): Promise<Loaded<T>> {
  try {
    return { data: await load(), error: null };
  } catch (error) {
    if (error instanceof HttpError) return { data: null, error: error.message };
    console.error(error);
    return { data: null, error: failure };
  }
}

async function selected<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError) return null; // a stale or unknown id: no modal
    throw error;
  }
}

async function modalTargets(actor: PlatformActor, sp: URLSearchParams) {
  const modal = sp.get("modal");
  const rawId = sp.get("id") ?? undefined;
  const userModal = modal === "edit-user" || modal === "suspend-user";
  const familyModal = modal === "rename-family" || modal === "set-plan";
  const [user, deletion, family] = await Promise.all([
    userModal ? selected(() => getPlatformUser(actor, idParam(rawId))) : null,
    modal === "delete-user" ? selected(() => deletionPreview(actor, idParam(rawId))) : null,
    familyModal ? selected(() => getPlatformFamily(actor, idParam(rawId))) : null,
  ]);
  return { user, deletion, family };
}

export async function superAdminLoader({ request }: LoaderFunctionArgs) {
  const actor = await requirePlatformAdminPage(request);
  const sp = new URL(request.url).searchParams;
  const q = (sp.get("q") ?? "").trim();
  // Reads on the reader connection: the sections load concurrently.
  const [analytics, search, users, families, audit, targets] = await Promise.all([
    section(() => analyticsOverview(actor), "Failed to load analytics"),
    q ? section(() => searchUsers(actor, q), "Search failed") : null,
    section(() => listUsers(actor, { cursor: sp.get("users_after") }), "Failed to load users"),
    section(() => listFamilies(actor, { cursor: sp.get("families_after") }), "Failed to load families"),
    section(() => listPlatformAudit(actor, { limit: AUDIT_PAGE, cursor: sp.get("audit_after") }), "Failed to load the audit log"),
    modalTargets(actor, sp),
  ]);
  return { q, analytics, search, users, families, audit, ...targets };
}

/** After a change, back to the console (keeping the search the operator was working from). */
function backTo(_result: unknown, input: FormInput): string {
  const q = typeof input.q === "string" ? input.q.trim() : "";
  return q ? `${PATH}?q=${encodeURIComponent(q)}` : PATH;
}

const id = (input: FormInput) => idParam(typeof input.id === "string" ? input.id : undefined);

/** A console command: runs as the PlatformActor and returns to the console (keeping the search). */
function command(
  modal: string,
  run: (actor: PlatformActor, id: number, input: FormInput) => unknown,
  success: string | ((r: { message: string }) => ToastText),
  failure: string,
): PageIntent<Actor> {
  return { run: ({ actor, input }) => run(platformActorFrom(actor), id(input), input), success, failure, modal, redirectTo: backTo };
}

const message = pageText;

export const superAdminAction = pageAction({
  "change-email": command("edit-user", changeUserEmail, "Email updated successfully", "Failed to update email"),
  "reset-password": command("edit-user", resetUserPassword, "Password updated successfully", "Failed to update password"),
  "delete-user": command("delete-user", (a, userId) => deleteUser(a, userId), message, "Failed to delete user"),
  "suspend-user": command("suspend-user", setUserSuspended, message, "Failed to update the account"),
  "rename-family": command("rename-family", renameFamily, "Family name updated successfully", "Failed to update family name"),
  "set-plan": command("set-plan", setFamilyPlanWithoutPayment, message, "Failed to update plan"),
});
