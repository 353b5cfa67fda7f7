import { InvalidInvite } from "./invite.$familyCode";

export default function InviteWithoutCode() {
  return <InvalidInvite message="No family code provided in the invite link." />;
}
