import { apiRoute } from "~/lib/api-route.server";
import { getBankAccount, saveBankAccount } from "~/features/fundraising/bank-account.server";

const route = apiRoute({
  GET: ({ actor }) => getBankAccount(actor),
  POST: async ({ actor, json }) => saveBankAccount(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
