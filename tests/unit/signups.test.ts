// The arithmetic of sign-up lists (app/features/events/signup-rules.ts): claimed, still needed,
// the card's "N of M still needed", how many a person may pick, and the calendar text.
import { describe, expect, it } from "vitest";
import { claimMax, countSignups, itemView, overClaimMessage, signupText, stillNeededText } from "~/features/events/signup-rules";

const claim = (user_id: number, user_name: string, quantity: number, note = "") => ({ user_id, user_name, quantity, note, updated_at: "2031-01-01T00:00:00Z" });
const salad = { id: 1, name: "Potato salad", note: "serves 10", quantity: 3 };

describe("itemView", () => {
  it("adds up the claims and finds the caller's own", () => {
    const v = itemView(salad, [claim(7, "Ann", 2, "vegan"), claim(8, "Ben", 1)], 8);
    expect(v).toMatchObject({ claimed: 3, still_needed: 0, my_claim: { quantity: 1, note: "" } });
    expect(itemView(salad, [], 8)).toMatchObject({ claimed: 0, still_needed: 3, my_claim: null });
  });

  it("never shows a negative number still needed", () => {
    expect(itemView({ ...salad, quantity: 1 }, [claim(7, "Ann", 2)], 0).still_needed).toBe(0);
  });
});

describe("counts", () => {
  it("is null for an empty list and sums every item otherwise", () => {
    expect(countSignups([])).toBeNull();
    const c = countSignups([
      { quantity: 2, claimed: 1 },
      { quantity: 4, claimed: 4 },
      { quantity: 2, claimed: 0 },
    ])!;
    expect(c).toEqual({ items: 3, needed: 8, still_needed: 3 });
    expect(stillNeededText(c)).toBe("3 of 8 still needed");
  });

  it("lets a person pick up to what is left plus their own claim, at most 100", () => {
    expect(claimMax({ still_needed: 1, my_claim: { quantity: 2, note: "" } })).toBe(3);
    expect(claimMax({ still_needed: 0, my_claim: null })).toBe(0);
    expect(claimMax({ still_needed: 100, my_claim: { quantity: 5, note: "" } })).toBe(100);
  });

  it("words an over-claim", () => {
    expect(overClaimMessage("Potato salad", 1)).toBe("Only 1 still needed for Potato salad");
    expect(overClaimMessage("Potato salad", 0)).toBe("Nothing more is needed for Potato salad: someone has just taken the last place");
  });
});

describe("signupText", () => {
  it("is the list as lines for a calendar description", () => {
    const items = [itemView(salad, [claim(7, "Ann", 2, "vegan")], 0), itemView({ id: 2, name: "Chairs", note: "", quantity: 1 }, [claim(8, "Ben", 1)], 0)];
    expect(signupText(items)).toBe(
      ["Sign-up list (1 of 4 still needed):", "- Potato salad (serves 10): 1 of 3 still needed: Ann 2 (vegan)", "- Chairs: all 1 taken: Ben 1"].join("\n"),
    );
    expect(signupText([])).toBe("");
  });
});
