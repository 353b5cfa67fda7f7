import { Form } from "react-router";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { Field } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";

/** The profile's Update Name modal (?modal=update-name); `name` is what was typed after a failed submit, else the current name. */
export function UpdateNameModal({ closeTo, error, name }: { closeTo: string; error?: string | null; name: string }) {
  const { t } = useT();
  return (
    <Modal title={t("Update Name")} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="update-name" />
        <FormErrorText message={error} />
        <Field label={t("Name")} name="name" defaultValue={name} autoComplete="name" />
        <ModalActions closeTo={closeTo} submitLabel={t("Save")} />
      </Form>
    </Modal>
  );
}
