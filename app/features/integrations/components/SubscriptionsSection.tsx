import { IntentForm } from "~/ui/IntentForm";
import { PostButton } from "~/ui/PostButton";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { typed, type ModalState } from "~/ui/useModalState";
import { IntegrationSection, type SectionProps } from "./IntegrationSection";
import { useT } from "~/lib/i18n/react";

/**
 * Outside calendars shown read-only on the Events tab (issue 41): the list (last fetched, last
 * error, Refresh, Remove) and a plain form to add one (works without JavaScript).
 */
export function SubscriptionsSection({ data, m }: SectionProps & { m: ModalState }) {
  const failed = m.modal === "add-subscription";
  const value = (k: string, d = "") => (failed ? (typed(m.values, k) ?? d) : d);
  const { t } = useT();
  return (
    <IntegrationSection id="subscriptions" data={data}>
      {data.subscriptions.length > 0 ? (
        <ul className="stack subscription-list" data-testid="subscriptions">
          {data.subscriptions.map((x) => (
            <li key={x.id} className="stack" style={{ borderInlineStart: `0.4rem solid ${x.color}`, paddingInlineStart: "0.6rem" }}>
              <strong>{x.name}</strong>
              <span className="small muted break">{x.url}</span>
              <span className="small">
                {x.fetched_label
                  ? t("Last fetched {date} · {count, plural, one {# date} other {# dates}}", { date: x.fetched_label, count: x.event_count })
                  : t("Not fetched yet")}
              </span>
              {x.last_error ? <span className="small field-error">{t("Last fetch failed: {error}", { error: t(x.last_error) })}</span> : null}
              <div className="row">
                <PostButton intent="refresh-subscription" label={t("Refresh")} fields={{ id: x.id }} className="secondary small" ariaLabel={t("Refresh {name}", { name: x.name })} />
                <PostButton intent="remove-subscription" label={t("Remove")} fields={{ id: x.id }} className="danger small" ariaLabel={t("Remove {name}", { name: x.name })} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data.unlocked ? (
        <IntentForm intent="add-subscription" submitLabel={t("Add calendar")}>
          <FormErrorText message={failed ? m.error : null} />
          <Field label={t("Calendar address")} name="url" type="url" defaultValue={value("url")} maxLength={2000} placeholder="webcal://…" />
          <Field label={t("Name")} name="name" defaultValue={value("name")} maxLength={60} />
          <Field label={t("Colour")} name="color" type="color" defaultValue={value("color", "#4a6fa5")} />
        </IntentForm>
      ) : null}
    </IntegrationSection>
  );
}
