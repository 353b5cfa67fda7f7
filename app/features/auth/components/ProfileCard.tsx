import { Form, Link } from "react-router";
import { lazyModal } from "~/ui/lazy-modal";
import { roleLabel } from "~/lib/permissions";
import type { ModalState } from "~/ui/useModalState";
import { LanguageSelect } from "~/features/i18n/components/LanguageSelect";
import { useT } from "~/lib/i18n/react";

// Its own chunk, loaded when the modal opens (issue 37).
const UpdateNameModal = lazyModal(() => import("./UpdateNameModal").then((m) => m.UpdateNameModal));

/** Home tab profile card with the Update Name modal (URL state ?modal=update-name). */
export function ProfileCard({
  user,
  family,
  href,
  closeTo,
  modalOpen,
  error,
  typedName,
}: {
  user: { name: string; email: string; role: string; language?: string | null };
  family: { name: string; familyCode: string };
  href: ModalState["href"];
  closeTo: string;
  modalOpen: boolean;
  error?: string | null;
  typedName?: string;
}) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t("Your profile")}</h2>
      <p>
        <strong data-testid="profile-name">{user.name}</strong>
        <br />
        <span className="muted">{user.email}</span>
        <br />
        <span className="muted small">{t("Role: {role}", { role: t(roleLabel(user.role)) })}</span>
      </p>
      <p>
        {t("Family code:")} <strong data-testid="family-code">{family.familyCode}</strong>
        <br />
        <span className="muted small">{t("Share it so relatives can join {family}.", { family: family.name })}</span>
      </p>
      <Link className="button secondary small" to={href("update-name")} preventScrollReset>
        {t("Update Name")}
      </Link>{" "}
      <Link className="button secondary small" to="/dashboard/tokens">
        {t("Personal access tokens")}
      </Link>
      {user.role !== "guest" ? (
        <>
          {" "}
          {/* A download (a streamed zip), not a page: a plain link, the browser saves it. */}
          <a className="button secondary small" href="/api/auth/me/export" download>
            {t("Download my data")}
          </a>
        </>
      ) : null}
      {/* The person's own language (issue 40): a whole page load, so the new language's messages come with it. */}
      <Form method="post" reloadDocument className="profile-language">
        <input type="hidden" name="intent" value="update-language" />
        <LanguageSelect
          id="profile-language"
          defaultValue={user.language ?? ""}
          first={<option value="">{t("My browser's language")}</option>}
          button={t("Save language")}
        />
      </Form>
      {modalOpen ? <UpdateNameModal closeTo={closeTo} error={error} name={typedName ?? user.name} /> : null}
    </section>
  );
}
