// The purposes a checkout can pay for, each with its fulfilment. Adding one (e.g. a fundraising
// contribution) is one line here plus its PurposeHandler: see docs/decisions/030-payments-port.md.
import { subscriptionPurpose } from "~/features/plans/subscription-purpose.server";
import { fundraiserPurpose } from "~/features/fundraising/fundraiser-purpose.server";
import type { PurposeHandler, PurposeKind } from "./port";

export const PURPOSES: Partial<Record<PurposeKind, PurposeHandler>> = {
  subscription: subscriptionPurpose,
  fundraiser: fundraiserPurpose,
};
