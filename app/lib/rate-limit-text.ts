// The text a rate limit answers with (HTTP 429), for the API documentation and the pages: the same
// sentence app/lib/rate-limit.server.ts builds from the minutes left in the window.

/** "Too many attempts. Please try again in 15 minutes." (1 minute, 2 minutes, ...). */
export const tooManyAttempts = (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/** The 429 line of a call's documented errors, for a limit whose window is `minutes` long. */
export const rateLimited = (minutes: number): [number, string] => [429, tooManyAttempts(minutes)];
