import { describe, expect, it } from "vitest";
import { initials, isValidPhone, telHref } from "~/features/directory/rules";
import { directoryInput } from "~/features/directory/inputs";

describe("directory rules", () => {
  it("makes initials", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("  mary ann  smith ")).toBe("MS");
    expect(initials("cher")).toBe("C");
  });
  it("validates phones and builds tel: links", () => {
    expect(isValidPhone("+1 (555) 123-4567")).toBe(true);
    expect(isValidPhone("555-12")).toBe(false);
    expect(isValidPhone("call me")).toBe(false);
    expect(telHref("+1 (555) 123-4567")).toBe("tel:+15551234567");
  });
  it("gives the spec's and clear messages", () => {
    expect(directoryInput.safeParse({ name: " " }).error?.issues[0].message).toBe("Please enter member name");
    expect(directoryInput.safeParse({ name: "A", email: "nope" }).error?.issues[0].message).toBe(
      "Please enter a valid email address",
    );
    expect(directoryInput.safeParse({ name: "A", phone: "12" }).error?.issues[0].message).toMatch(/valid phone number/);
    expect(directoryInput.parse({ name: " Ann ", email: " ANN@Example.COM " })).toMatchObject({ name: "Ann", email: "ann@example.com" });
  });
});
