import { redirect } from "react-router";
import { useActionData, useLocation } from "react-router";
import { requireUser } from "~/lib/session.server";
import { pageAction, type FormFailure } from "~/lib/page-action.server";
import { idParam } from "~/lib/http.server";
import { pageText } from "~/lib/page-text";
import { assignableRoles, can } from "~/lib/permissions";
import { changeRole, updateSettings } from "~/features/family/family.server";
import { reviewAnnouncement } from "~/features/announcements/announcements.server";
import { updateTemplate } from "~/features/emailTemplates/emailTemplates.server";
import { ANNOUNCEMENT_TEMPLATE_KEY } from "~/features/emailTemplates/template";
import { timeZoneOptions } from "~/features/admin/timezones";
import { adminIntents, adminTabData, settingsFromInput } from "~/features/admin/admin.server";
import { removeMember } from "~/features/admin/members.server";
import { renameFamily, rotateFamilyCode } from "~/features/admin/family-group.server";
import { MembersPanel, deniedReason } from "~/features/admin/components/MembersPanel";
import { listGuestLinksWithUrls } from "~/features/guest-links/guest-links.server";
import { exportPanelData } from "~/features/export/family-export.server";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal, lazyModals } from "~/ui/lazy-modal";
import { useModalState } from "~/ui/useModalState";
import { closeHref } from "~/ui/modal-url";
import { pageLanguage } from "~/lib/i18n/language.server";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.admin";

// The modals' bodies load when one opens (issue 37: the first load stays under its budget); the
// server renders them in the page as before.
const ReviewModal = lazyModal(() => import("~/features/announcements/components/ReviewModal").then((m) => m.ReviewModal));
const { TemplateModal, FamilyNameModal, RotateCodeModal } = lazyModals(() => import("~/features/admin/components/AdminFormModals"), "TemplateModal", "FamilyNameModal", "RotateCodeModal");
// The cards around the members (pending announcements, the audit log and everything after it), also
// server-rendered as they are: their JavaScript (with the plans table and the guest links form) comes
// after the page's first load, and the page hydrates once it is in.
const PendingPanel = lazyModal(() => import("~/features/admin/components/PendingPanel").then((m) => m.PendingPanel));
const AuditPanel = lazyModal(() => import("~/features/admin/components/AuditPanel").then((m) => m.AuditPanel));
const SettingsPanel = lazyModal(() => import("~/features/admin/components/SettingsPanel").then((m) => m.SettingsPanel));
const TemplatePanel = lazyModal(() => import("~/features/admin/components/TemplatePanel").then((m) => m.TemplatePanel));
const ExportPanel = lazyModal(() => import("~/features/export/components/ExportPanel").then((m) => m.ExportPanel));
const FamilyPanel = lazyModal(() => import("~/features/admin/components/FamilyPanel").then((m) => m.FamilyPanel));
const AlbumsPanel = lazyModal(() => import("~/features/photos/components/AlbumsPanel").then((m) => m.AlbumsPanel));
const PlansSummary = lazyModal(() => import("~/features/plans/components/PlansSummary").then((m) => m.PlansSummary));
const TransferPanel = lazyModal(() => import("~/features/admin/components/TransferPanel").then((m) => m.TransferPanel));
const GuestLinksPanel = lazyModal(() => import("~/features/guest-links/components/GuestLinkCards").then((m) => m.GuestLinksPanel));
const M = lazyModals(() => import("~/features/admin/components/MemberModals"), "PermissionDeniedModal", "RoleChangeModal", "RemoveMemberModal", "TransferModal");

export const meta = titleMeta((t) => t("Admin · Kindred"));

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const [tab, exporting, guestLinks] = await Promise.all([adminTabData(actor, url, await pageLanguage(request)), exportPanelData(actor), listGuestLinksWithUrls(actor)]);
  return { ...tab, exporting, guestLinks, zones: timeZoneOptions(tab.settings.time_zone) };
}

const onOff = (v: unknown) => v === "on";
const text = (v: unknown) => (typeof v === "string" ? v : undefined);

export const action = pageAction(
  adminIntents({
    review: {
      run: ({ actor, input }) =>
        reviewAnnouncement(actor, idParam(input.id), {
          ...input,
          updated_pinned: onOff(input.updated_pinned),
          send_email_notification: onOff(input.send_email_notification),
        }),
      success: (r: { status: string }) => (r.status === "published" ? "Announcement approved" : "Announcement rejected"),
      failure: "Failed to review announcement",
    },
    "update-settings": {
      run: ({ actor, input }) => updateSettings(actor, settingsFromInput(input)),
      success: "Settings updated successfully!",
      failure: "Failed to update settings",
    },
    "export-setting": {
      run: ({ actor, input }) => updateSettings(actor, { admins_can_export: onOff(input.admins_can_export) }),
      success: "Settings updated successfully!",
      failure: "Failed to update settings",
    },
    "update-template": {
      run: ({ actor, input }) => updateTemplate(actor, ANNOUNCEMENT_TEMPLATE_KEY, input),
      success: "Email template updated successfully",
      failure: "Failed to update email template",
      modal: "edit-template",
    },
    "change-role": {
      // Choosing "owner" (an owner only) goes on to the transfer dialog, which names both people.
      run: ({ actor, input }) => {
        const id = idParam(input.id);
        if (input.new_role === "owner" && can(actor.role, "member.assignOwner")) {
          const reason = text(input.reason) ? `&reason=${encodeURIComponent(text(input.reason)!)}` : "";
          return redirect(`/dashboard/admin?modal=transfer-ownership&id=${id}${reason}`);
        }
        return changeRole(actor, id, input);
      },
      success: pageText,
      failure: "Failed to change role",
    },
    "transfer-ownership": {
      run: ({ actor, input }) => changeRole(actor, idParam(input.id), { new_role: "owner", reason: input.reason }),
      success: pageText,
      failure: "Failed to change role",
    },
    "remove-member": {
      run: ({ actor, input }) => removeMember(actor, idParam(input.id), { target_user_id: input.id, reason: input.reason }),
      success: pageText,
      failure: "Failed to delete user",
    },
    "rename-family": {
      run: ({ actor, input }) => renameFamily(actor, input),
      success: "Family name updated successfully",
      failure: "Failed to update family name",
      modal: "edit-family-name",
    },
    "rotate-code": {
      run: ({ actor }) => rotateFamilyCode(actor),
      success: (r: { family_code: string }) => ({ id: "New family code: {code}. The old code and invite links no longer work.", values: { code: r.family_code } }),
      failure: "Failed to generate a new family code",
    },
  }),
);

export default function AdminTab({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useT();
  const m = useModalState();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const closeTo = closeHref(location.pathname, location.search, ["reason"]);
  const target = d.members.find((x) => x.id === m.id) ?? null;
  const values = m.values && Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? "") : v]));
  const modal = (name: string) => m.modal === name;
  const memberModal = (name: string) => modal(name) && target !== null;
  const shown =
    (modal("review") && d.reviewing !== null) ||
    ["change-role", "remove-member", "transfer-ownership"].some(memberModal) ||
    ["edit-template", "edit-family-name", "rotate-code"].some(modal);
  const settingsError = failure?.intent === "update-settings" ? failure.error : null;
  const pageError = settingsError ? null : m.errorOnPage(shown);
  const denied = (action: "changeRole" | "remove") => (target ? deniedReason(target, action) : null);
  const transferDenied = target && (!d.can.transfer || target.allowed.self) ? "Only the owner can transfer ownership to another member." : null;

  return (
    <div className="stack">
      <h1>{t("{tab, select, other {Admin}}", { tab: "admin" })}</h1>
      <FormErrorText message={pageError} />
      <PendingPanel pending={d.pending} reviewHref={(id) => m.href("review", { id })} />
      <MembersPanel members={d.members} recent={d.recent} canManage={d.can} href={m.href} />
      {d.can.transfer ? <TransferPanel members={d.members} /> : null}
      <AuditPanel entries={d.audit.entries} nextCursor={d.audit.next_cursor} />
      <div className="grid two">
        <SettingsPanel settings={d.settings} zones={d.zones} error={settingsError} />
        <TemplatePanel template={d.template} editHref={m.href("edit-template")} />
      </div>
      <ExportPanel {...d.exporting} />
      <FamilyPanel family={d.family} canRename={d.can.rename} canRotate={d.can.rotateCode} href={(name) => m.href(name)} />
      <GuestLinksPanel links={d.guestLinks} />
      <div className="grid two">
        <AlbumsPanel albums={d.albums} />
        <PlansSummary current={d.tier} />
      </div>

      {modal("review") && d.reviewing ? (
        <ReviewModal announcement={d.reviewing} closeTo={m.closeTo} canNotify={d.canNotify} error={m.error} values={values} />
      ) : null}
      {modal("edit-template") ? <TemplateModal template={d.template} closeTo={m.closeTo} error={m.error} values={m.values} /> : null}
      {memberModal("change-role") && target ? (
        denied("changeRole") ? (
          <M.PermissionDeniedModal closeTo={m.closeTo} reason={denied("changeRole")!} />
        ) : (
          <M.RoleChangeModal target={target} roles={assignableRoles(d.me.role)} closeTo={m.closeTo} error={m.error} values={m.values} />
        )
      ) : null}
      {memberModal("remove-member") && target ? (
        denied("remove") ? (
          <M.PermissionDeniedModal closeTo={m.closeTo} reason={denied("remove")!} />
        ) : (
          <M.RemoveMemberModal target={target} familyName={d.family.name} closeTo={m.closeTo} error={m.error} values={m.values} />
        )
      ) : null}
      {memberModal("transfer-ownership") && target ? (
        transferDenied ? (
          <M.PermissionDeniedModal closeTo={closeTo} reason={transferDenied} />
        ) : (
          <M.TransferModal
            target={target}
            me={d.me}
            familyName={d.family.name}
            closeTo={closeTo}
            error={m.error}
            values={m.values}
            reason={new URLSearchParams(location.search).get("reason") ?? undefined}
          />
        )
      ) : null}
      {modal("edit-family-name") && d.can.rename ? <FamilyNameModal family={d.family} closeTo={m.closeTo} error={m.error} values={m.values} /> : null}
      {modal("rotate-code") && d.can.rotateCode ? (
        <RotateCodeModal code={d.family.code} closeTo={m.closeTo} error={m.error} />
      ) : null}
    </div>
  );
}
