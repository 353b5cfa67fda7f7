// The Plan tab's "Custom branding" card (Large Family, §9): the owner of a Large Family family
// sets the accent colour and the logo; everyone else sees what it is and that it comes with
// Large Family. Plain forms, so it works without JavaScript (the logo form is multipart).
import { Form } from "react-router";
import type { ReactNode } from "react";
import { Field } from "~/ui/Field";
import { PostButton } from "~/ui/PostButton";
import { useT } from "~/lib/i18n/react";

export type BrandingState = {
  accent_color: string | null;
  logo_url: string | null;
  available: boolean;
  shown: boolean;
  can_edit: boolean;
};

export function BrandingPanel({
  branding,
  familyName,
  typedColor,
}: {
  branding: BrandingState;
  familyName: string;
  typedColor: string | undefined;
}) {
  const saved = branding.accent_color !== null || branding.logo_url !== null;
  const { t } = useT();
  return (
    <section className="card stack" aria-labelledby="branding-heading" data-testid="branding-panel">
      <h2 id="branding-heading">{t("Custom branding")}</h2>
      <p className="small">
        {t("An accent colour and a family logo, shown in the dashboard header and on your invite page.")}{" "}
        {branding.available ? t("Included in your Large Family plan.") : t("Custom branding comes with the Large Family plan.")}
      </p>

      {saved ? (
        <div className="row small" data-testid="branding-saved">
          {branding.accent_color ? (
            <span>
              {t("Accent colour")} <span className="swatch" style={{ background: branding.accent_color }} aria-hidden="true" />{" "}
              <code>{branding.accent_color}</code>
            </span>
          ) : null}
          {branding.logo_url ? <img className="family-logo" src={branding.logo_url} alt={t("{family} logo (current)", { family: familyName })} /> : null}
        </div>
      ) : null}

      {saved && !branding.available ? (
        <p className="small muted" data-testid="branding-kept">
          {t("Your family's branding is saved but not shown on this plan. It shows again when the family is back on Large Family.")}
        </p>
      ) : null}

      {branding.can_edit ? (
        <>
          <BrandingForm intent="set-accent" submitLabel={t("Save colour")}>
            <Field
              label={t("Accent colour")}
              name="accent_color"
              defaultValue={typedColor ?? branding.accent_color ?? ""}
              placeholder="#2f6f6a"
              maxLength={32}
              autoComplete="off"
              hint={t("A hex colour such as #2f6f6a. It must be dark enough to read white text on it (contrast at least 4.5:1).")}
            />
          </BrandingForm>
          {branding.accent_color ? <PostButton intent="clear-accent" label={t("Remove colour")} className="secondary small" /> : null}
          <BrandingForm intent="upload-logo" submitLabel={t("Upload logo")} multipart>
            <Field
              label={t("Family logo")}
              name="logo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
              hint={t("JPEG, PNG, WebP, GIF, AVIF or HEIC up to 5 MB. It is resized to at most 256 pixels.")}
            />
          </BrandingForm>
          {branding.logo_url ? <PostButton intent="remove-logo" label={t("Remove logo")} className="secondary small" /> : null}
        </>
      ) : branding.available ? (
        <p className="small muted">{t("Only the family owner can change the family's branding.")}</p>
      ) : null}
    </section>
  );
}

/** One branding setting's form (the logo's is multipart, read by upload.server). */
function BrandingForm({ intent, submitLabel, multipart, children }: { intent: string; submitLabel: string; multipart?: boolean; children: ReactNode }) {
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className="stack" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className="row">
        <button type="submit">{submitLabel}</button>
      </div>
    </Form>
  );
}
