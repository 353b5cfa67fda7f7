import { Form, Link } from "react-router";
import { Checkbox, Field, Select, TextArea } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { PostButton } from "~/ui/PostButton";
import { IntentForm } from "~/ui/IntentForm";
import { typed, useModalState } from "~/ui/useModalState";
import { PROVIDER_LABEL, SOCIAL_PLATFORMS } from "../rules";
import { IntegrationSection, type SectionProps } from "./IntegrationSection";
import { useT } from "~/lib/i18n/react";

export function SocialSection({ data, href }: SectionProps) {
  const m = useModalState();
  const { t } = useT();
  return (
    <IntegrationSection id="social" data={data}>
      {data.social.length > 0 ? (
        <ul className="list" data-testid="social-accounts">
          {data.social.map((s) => (
            <li key={s.platform} className="spread">
              <span>
                <strong>{PROVIDER_LABEL[s.platform]}</strong>: {s.handle}
              </span>
              {data.unlocked ? <PostButton intent="disconnect-social" label={t("Remove")} fields={{ platform: s.platform }} className="secondary small" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data.unlocked ? (
        <>
          <IntentForm intent="connect-social" submitLabel={t("Save social account")}>
            <div className="grid two">
              <Select
                label={t("Platform")}
                name="platform"
                defaultValue={typed(m.values, "platform") ?? "facebook"}
                choices={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: PROVIDER_LABEL[p] }))}
              />
              <Field
                label={t("Page or handle")}
                name="handle"
                maxLength={300}
                placeholder={t("@ourfamily or https://facebook.com/ourfamily")}
                defaultValue={typed(m.values, "handle")} />
            </div>
          </IntentForm>
          <ShareForm data={data} />
        </>
      ) : (
        <div>
          <Link className="button" to={href("upgrade")} preventScrollReset>{t("Connect social account")}</Link>
        </div>
      )}
    </IntegrationSection>
  );
}

/** A GET form: the loader answers with each platform's own share link (nothing is posted for you). */
function ShareForm({ data }: Pick<SectionProps, "data">) {
  const { t } = useT();
  return (
    <>
      <Form method="get" className="stack" id="share-form" preventScrollReset>
        <input type="hidden" name="share" value="1" />
        <h3>{t("Share a post")}</h3>
        <TextArea label={t("Post text")} name="content" rows={3} maxLength={5000} defaultValue={data.share?.content ?? ""} />
        <fieldset>
          <legend>{t("Platforms")}</legend>
          {SOCIAL_PLATFORMS.map((p) => (
            <Checkbox key={p} id={`share-${p}`} name="platforms" value={p} label={PROVIDER_LABEL[p]} defaultChecked={data.share?.links.some((l) => l.platform === p)} />
          ))}
        </fieldset>
        <FormErrorText message={data.shareError} />
        <div>
          <button type="submit">{t("Prepare share links")}</button>
        </div>
      </Form>
      {data.share ? (
        <div className="stack" data-testid="share-links">
          <h3>{t("Ready to share")}</h3>
          <p className="small muted">{t("Each link opens the platform's own dialog in a new tab; you review and post there.")}</p>
          <ul className="list">
            {data.share.links.map((l) => (
              <li key={l.platform}>
                {l.url ? (
                  <a className="button small" href={l.url} target="_blank" rel="noreferrer noopener">
                    {t(l.label)}
                  </a>
                ) : (
                  <strong>{t(l.label)}</strong>
                )}
                <div className="small">{t(l.note)}</div>
              </li>
            ))}
          </ul>
          <TextArea label={t("Text to copy")} name="share_text" readOnly rows={3} value={data.share.content} />
        </div>
      ) : null}
    </>
  );
}
