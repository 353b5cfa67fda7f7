// Maximum lengths of text fields, without zod: the browser's forms read them (maxLength) without
// pulling the validation library into a tab's first-load JS (issue 16). ~/lib/inputs re-exports MAX.

/** Default maximum lengths; each field may set its own. */
export const MAX = { name: 100, title: 200, short: 300, text: 5000, long: 20_000, url: 2000, email: 254, password: 200 } as const;
