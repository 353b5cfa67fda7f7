// A token's choices and their labels, without zod: the Tokens tab's form reads them in the browser
// (issue 16: zod stays out of the tab's first-load JS). inputs.ts validates against the same lists.

export const EXPIRIES = ["30d", "90d", "1y", "none"] as const;
export const SCOPES = ["read", "read-write"] as const;
export type Expiry = (typeof EXPIRIES)[number];
export type Scope = (typeof SCOPES)[number];

export const EXPIRY_LABEL: Record<Expiry, string> = { "30d": "30 days", "90d": "90 days", "1y": "1 year", none: "No expiry" };
export const SCOPE_LABEL: Record<Scope, string> = { read: "Read only", "read-write": "Read and write" };
