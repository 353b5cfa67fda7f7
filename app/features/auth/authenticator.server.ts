// The sign-in form goes through remix-auth's FormStrategy; sessions are ours (see lib/session).
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { clientAddress } from "~/lib/request-context.server";
import { login } from "./auth.server";

export type SignedInUser = { id: number; name: string };

export const authenticator = new Authenticator<SignedInUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const user = await login({ email: form.get("email"), password: form.get("password") }, clientAddress());
    return { id: user.id, name: user.name };
  }),
  "form",
);
