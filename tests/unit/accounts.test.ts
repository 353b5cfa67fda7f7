import { describe, expect, it } from "vitest";
import { loginInput, registerInput, resetPasswordInput, resetRequestInput, nameInput } from "~/features/auth/inputs";
import { generateFamilyCode } from "~/features/auth/auth.server";

function message(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

const base = { email: " Ann@Example.COM ", name: "Ann", password: "secret1", confirm_password: "secret1", family_option: "create", family_name: "Smiths" };

describe("family codes", () => {
  it("are 6 to 8 uppercase letters and digits without look-alikes", () => {
    for (const len of [6, 7, 8]) {
      for (let i = 0; i < 200; i++) expect(generateFamilyCode(len)).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${len}}$`));
    }
  });
  it("vary", () => {
    expect(new Set(Array.from({ length: 100 }, () => generateFamilyCode())).size).toBeGreaterThan(95);
  });
});

describe("registration input", () => {
  it("lowercases and trims the email and uppercases the code", () => {
    const ok = registerInput.parse({ ...base, family_option: "join", family_code: " ab12cd " });
    expect(ok.email).toBe("ann@example.com");
    expect(ok.family_code).toBe("AB12CD");
  });
  it("uses the spec's messages", () => {
    expect(message(registerInput.safeParse({ ...base, name: "" }))).toBe("Please fill in all required fields");
    expect(message(registerInput.safeParse({ ...base, confirm_password: "other1" }))).toBe("Passwords do not match");
    expect(message(registerInput.safeParse({ ...base, family_name: " " }))).toBe("Please enter a family name");
    expect(message(registerInput.safeParse({ ...base, family_option: "join" }))).toBe("Please enter a family code");
    expect(message(registerInput.safeParse({ ...base, family_option: "join", family_code: "AB" }))).toBe("Please enter a valid family code");
    expect(message(registerInput.safeParse({ ...base, email: "nope" }))).toBe("Please enter a valid email address");
  });
  it("accepts the API shape without a confirmation field", () => {
    const { confirm_password: _c, ...api } = base;
    expect(registerInput.safeParse(api).success).toBe(true);
  });
});

describe("other account inputs", () => {
  it("login needs both fields", () => {
    expect(message(loginInput.safeParse({ email: "a@b.c", password: "" }))).toBe("Please fill in all fields");
    expect(loginInput.parse({ email: " A@B.C ", password: "x" }).email).toBe("a@b.c");
  });
  it("reset request needs an email with @", () => {
    expect(message(resetRequestInput.safeParse({ email: "nobody" }))).toBe("Please enter a valid email address");
  });
  it("reset password: token, match, length", () => {
    expect(message(resetPasswordInput.safeParse({ token: "", new_password: "abcdef" }))).toBe(
      "Invalid reset link. Please request a new password reset.",
    );
    expect(message(resetPasswordInput.safeParse({ token: "t", new_password: "abcdef", confirm_password: "abcdeg" }))).toBe(
      "Passwords do not match",
    );
    expect(message(resetPasswordInput.safeParse({ token: "t", new_password: "abc" }))).toBe("Password must be at least 6 characters long");
  });
  it("own name: non-blank, 2+ characters", () => {
    expect(message(nameInput.safeParse("  "))).toBe("Please enter a valid name");
    expect(message(nameInput.safeParse("A"))).toBe("Name must be at least 2 characters long");
    expect(nameInput.parse("  Al ")).toBe("Al");
  });
});
