import { InvalidInvite } from "./invite.$familyCode";

import { metaTranslator } from "~/ui/meta";
import type { Route } from "./+types/invite._index";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches).t("Invalid Invite Link · Kindred") }];

export default function InviteWithoutCode() {
  // InvalidInvite shows the message in the page's language.
  return <InvalidInvite message="No family code provided in the invite link." />;
}
