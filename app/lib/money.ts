// Money is integer cents everywhere; people read and type dollars. Shared by server and browser.
export { toCents } from "./inputs";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** 123456 → "1234.56", the value an amount input shows for editing. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
