import { CardMenu, CardMenuLink } from "./CardMenu";

/**
 * The usual quiet menu of a card: Edit and a dangerous Delete, each only when its link is given
 * (the viewer may do it); nothing at all when neither is. `label` names the card, e.g. "Actions for Picnic".
 */
export function EditDeleteMenu({ label, editTo, deleteTo }: { label: string; editTo?: string | null; deleteTo?: string | null }) {
  if (!editTo && !deleteTo) return null;
  return (
    <CardMenu label={label}>
      {editTo ? <CardMenuLink to={editTo}>Edit</CardMenuLink> : null}
      {deleteTo ? (
        <CardMenuLink to={deleteTo} danger>
          Delete
        </CardMenuLink>
      ) : null}
    </CardMenu>
  );
}
