// Money is integer cents everywhere; people read and type dollars. Shared by server and browser.

const usd = new Map<string, Intl.NumberFormat>();

/** 123456 → "$1,234.56"; -500 → "-$5.00" (in English; "1234,56 US$" in Spanish, issue 40). */
export function formatCents(cents: number, language = "en"): string {
  let f = usd.get(language);
  if (!f) {
    f = new Intl.NumberFormat(language === "en" ? "en-US" : language, { style: "currency", currency: "USD" });
    usd.set(language, f);
  }
  return f.format(cents / 100);
}

/** 123456 → "1234.56", the value an amount input shows for editing. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
