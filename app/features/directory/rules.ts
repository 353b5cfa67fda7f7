// Pure directory helpers, shared by the server, the page and unit tests.

export const DIRECTORY_MSG = {
  name: "Please enter member name",
  nameLong: "Name must be at most 100 characters",
  phone: "Please enter a valid phone number (7 to 15 digits; +, spaces, dashes, dots and brackets allowed)",
  email: "Please enter a valid email address",
  commentsLong: "Comments must be at most 1000 characters",
} as const;

/** "Ada Lovelace" → "AL"; "cher" → "C"; at most two letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = Array.from(words[0])[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export function isValidPhone(phone: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The href of a tel: link: digits and a leading +. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${phone.replace(/\D/g, "")}`;
}
