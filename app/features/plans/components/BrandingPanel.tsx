// The Plan tab's "Custom branding" card (Large Family, §9): the owner of a Large Family family
// sets the accent colour and the logo; everyone else sees what it is and that it comes with
// Large Family. Plain forms, so it works without JavaScript (the logo form is multipart).
import { Form } from "@remix-run/react";
import { Field } from "~/ui/Field";
import { BRANDING_MSG } from "../branding";

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
  return (
    <section className="card stack" aria-labelledby="branding-heading" data-testid="branding-panel">
      <h2 id="branding-heading">Custom branding</h2>
      <p className="small">
        An accent colour and a family logo, shown in the dashboard header and on your invite page.{" "}
        {branding.available ? "Included in your Large Family plan." : "Custom branding comes with the Large Family plan."}
      </p>

      {saved ? (
        <div className="row small" data-testid="branding-saved">
          {branding.accent_color ? (
            <span>
              Accent colour <span className="swatch" style={{ background: branding.accent_color }} aria-hidden="true" />{" "}
              <code>{branding.accent_color}</code>
            </span>
          ) : null}
          {branding.logo_url ? <img className="family-logo" src={branding.logo_url} alt={`${familyName} logo (current)`} /> : null}
        </div>
      ) : null}

      {saved && !branding.available ? (
        <p className="small muted" data-testid="branding-kept">
          Your family&apos;s branding is saved but not shown on this plan. It shows again when the family is back on Large Family.
        </p>
      ) : null}

      {branding.can_edit ? (
        <>
          <Form method="post" className="stack" preventScrollReset>
            <input type="hidden" name="intent" value="set-accent" />
            <Field
              label="Accent colour"
              name="accent_color"
              defaultValue={typedColor ?? branding.accent_color ?? ""}
              placeholder="#2f6f6a"
              maxLength={32}
              autoComplete="off"
              hint="A hex colour such as #2f6f6a. It must be dark enough to read white text on it (contrast at least 4.5:1)."
            />
            <div className="row">
              <button type="submit">Save colour</button>
            </div>
          </Form>
          {branding.accent_color ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="clear-accent" />
              <button type="submit" className="secondary small">
                Remove colour
              </button>
            </Form>
          ) : null}

          <Form method="post" encType="multipart/form-data" className="stack" preventScrollReset>
            <input type="hidden" name="intent" value="upload-logo" />
            <Field
              label="Family logo"
              name="logo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
              hint="JPEG, PNG, WebP, GIF, AVIF or HEIC up to 5 MB. It is resized to at most 256 pixels."
            />
            <div className="row">
              <button type="submit">Upload logo</button>
            </div>
          </Form>
          {branding.logo_url ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="remove-logo" />
              <button type="submit" className="secondary small">
                Remove logo
              </button>
            </Form>
          ) : null}
        </>
      ) : branding.available ? (
        <p className="small muted">{BRANDING_MSG.ownerOnly}.</p>
      ) : null}
    </section>
  );
}
