import { FormErrorText } from "./FormErrorText";
import { ModalLink } from "./ModalLink";
import { TabHeader } from "./TabHeader";

/**
 * The top of a tab whose main action is adding something in a modal: the title row with the Add
 * link for those allowed (`add` null for the others), then the page's error (a failed form whose
 * modal the viewer may no longer open, see `useModalState().errorOnPage`).
 */
export function TabTop({ title, add, error }: { title: string; add: { href: string; label: string } | null; error: string | null }) {
  return (
    <>
      <TabHeader title={title}>{add ? <ModalLink to={add.href}>{add.label}</ModalLink> : null}</TabHeader>
      <FormErrorText message={error} />
    </>
  );
}
