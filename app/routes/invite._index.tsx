import { InvalidInvite } from "./invite.$familyCode";
import { titleMeta } from "~/ui/meta";

export const meta = titleMeta((t) => t("Invalid Invite Link · Kindred"));

export default function InviteWithoutCode() {
  // InvalidInvite shows the message in the page's language.
  return <InvalidInvite message="No family code provided in the invite link." />;
}
