// Photos, surveys, fundraising, plans and payments on the asynchronous data layer (decision
// record 160), called in-process as the routes call them, on a fresh SQLite file: the writes run
// in transactions, the payment fulfilment runs with the event's transaction, an event id is handled
// once. (The HTTP suites cover the same over the built server.)
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, first, schema } from "~/lib/db.server";
import { ownerOfNewFamily } from "../helpers/families";
import { addComment, createAlbum, createPhoto, deleteAlbum, deletePhoto, listAlbums, listPhotos, renameAlbum } from "~/features/photos/photos.server";
import { createSurvey, getSurveyResults, listSurveys, respondToSurvey, setSurveyStatus } from "~/features/surveys/surveys.server";
import { addEntry, campaignSummary, createCampaign, deleteEntry, listCampaigns, startContribution, updateCampaign } from "~/features/fundraising/fundraising.server";
import { getBankAccount, saveBankAccount } from "~/features/fundraising/bank-account.server";
import { downgradePlan, startSubscriptionCheckout, subscriptionUsage } from "~/features/plans/plans.server";
import { getBranding, setAccentColor, shownBranding } from "~/features/plans/branding.server";
import { familyTier } from "~/features/plans/limits.server";
import { checkPaymentStatus, finishTestCheckout, handleProviderEvent } from "~/features/payments/payments.server";

const sessionIdOf = (url: string) => url.replace(/^.*\/checkout\//, "");

describe("area C on the asynchronous data layer", () => {
  it("photos and albums", async () => {
    const owner = await ownerOfNewFamily();
    const album = await createAlbum(owner, { name: "Trip", description: "" });
    const photo = await createPhoto(owner, { title: "Beach", image_url: "https://example.com/b.jpg", album: "Trip" });
    expect(photo.album).toBe("Trip");
    expect((await addComment(owner, { photo_id: photo.id, comment: "Nice" })).comments_count).toBe(1);
    expect((await renameAlbum(owner, album.id, { name: "Trip 2025" })).name).toBe("Trip 2025");
    expect((await deleteAlbum(owner, album.id)).moved).toBe(1);
    expect((await listAlbums(owner)).map((a) => [a.name, a.photo_count])).toEqual([["general", 1]]);
    expect((await listPhotos(owner)).photos.map((p) => p.album)).toEqual(["general"]);
    expect((await deletePhoto(owner, photo.id)).message).toBeTruthy();
    expect((await listPhotos(owner)).photos).toEqual([]);
  });

  it("surveys: create, respond, replace, results (text answers), close", async () => {
    const owner = await ownerOfNewFamily();
    const s = await createSurvey(owner, {
      title: "Food",
      description: "Menu",
      questions: [
        { question: "Veg?", question_type: "yes_no" },
        { question: "Notes", question_type: "text", required: false },
      ],
    });
    const [veg, notes] = s.questions.map((q) => q.id);
    const first1 = await respondToSurvey(owner, { survey_id: s.id, responses: [{ question_id: veg, answer: "yes" }, { question_id: notes, answer: "Tacos" }] });
    expect(first1.replaced).toBe(false);
    const again = await respondToSurvey(owner, { survey_id: s.id, responses: [{ question_id: veg, answer: "no" }, { question_id: notes, answer: "Pasta" }] });
    expect(again.replaced).toBe(true);
    const results = await getSurveyResults(owner, s.id);
    expect(results.total_responses).toBe(1);
    expect(results.questions[0]!.results).toEqual({ yes: 0, no: 1 });
    expect(results.questions[1]!.responses).toEqual(["Pasta"]);
    expect((await setSurveyStatus(owner, s.id, { status: "closed" })).status).toBe("closed");
    expect((await listSurveys(owner))[0]!.has_responded).toBe(true);
  });

  it("fundraising: campaigns, entries, bank account, a card contribution fulfilled once", async () => {
    const owner = await ownerOfNewFamily();
    const c = await createCampaign(owner, { title: "Roof", description: "", goal_amount: 1000 });
    const entry = await addEntry(owner, c.id, { entry_type: "collected", amount: 50, payer_name: "Ann", memo: "" });
    expect((await campaignSummary(owner, c.id)).collected_cents).toBe(5000);
    await deleteEntry(owner, c.id, entry.id);
    expect((await updateCampaign(owner, c.id, { title: "New roof" })).title).toBe("New roof");
    expect((await saveBankAccount(owner, { account_holder_name: "Ann", routing_number: "110000000", account_number: "000123456789" })).account_last4).toBe("6789");
    expect((await getBankAccount(owner)).connected).toBe(true);

    const { url, session_id } = await startContribution(owner, { campaign_id: c.id, amount: 25 });
    expect(await finishTestCheckout(owner, sessionIdOf(url), "paid")).toContain("payment-success");
    expect(await checkPaymentStatus(owner, session_id)).toEqual({ payment_status: "paid", status: "complete" });
    expect((await listCampaigns(owner))[0]!.current_cents).toBe(2500);
  });

  it("plans: upgrade through the test checkout, branding, downgrade; an event id is handled once", async () => {
    const owner = await ownerOfNewFamily();
    const { url } = await startSubscriptionCheckout(owner, { package_id: "medium_family" });
    await finishTestCheckout(owner, sessionIdOf(url), "paid");
    expect(await familyTier(owner.familyId)).toBe("medium_family");
    expect((await setAccentColor(owner, { accent_color: "#1a4d8f" })).accent_color).toBe("#1a4d8f");
    expect((await getBranding(owner)).shown).toBe(true);
    const family = (await first(db().select().from(schema.families).where(eq(schema.families.id, owner.familyId)).limit(1)))!;
    expect(await shownBranding(family)).toMatchObject({ accent_color: "#1a4d8f" });
    expect((await subscriptionUsage(owner)).photos.limit).toBe(-1);

    const event = { id: "evt_once", type: "invoice.paid", object: { subscription: "sub_unknown" } };
    expect(await handleProviderEvent(event)).toEqual({ duplicate: false });
    expect(await handleProviderEvent(event)).toEqual({ duplicate: true });

    const down = await downgradePlan(owner, { target_tier: "free" });
    expect(down.message).toBe("Your family is now on the Free plan");
    expect(await familyTier(owner.familyId)).toBe("free");
  });
});
