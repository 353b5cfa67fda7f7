// The family's email templates (§3 Email template). Only `announcement_notification` exists.
import { and, eq } from "drizzle-orm";
import { prepared, schema, withTransaction, param } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { notFound, parseInput } from "~/lib/http.server";
import { authorize } from "~/lib/guard.server";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { templateInput } from "./inputs";
import { ANNOUNCEMENT_TEMPLATE_KEY, DEFAULT_ANNOUNCEMENT_TEMPLATE, TEMPLATE_VARIABLES } from "./template";

export type EmailTemplate = {
  key: string;
  subject: string;
  body: string;
  variables: readonly string[];
  is_default: boolean;
  updated_at: string | null;
};

function assertKnownKey(key: string) {
  if (key !== ANNOUNCEMENT_TEMPLATE_KEY) throw notFound("Email template not found");
}

/** The stored template of a family, or the default. No permission check: used when sending. */
const templateRow = prepared((d) => {
  const t = schema.emailTemplates;
  return d
    .select()
    .from(t)
    .where(and(eq(t.familyId, param("familyId")), eq(t.key, param("key"))))
    .prepare();
});

export async function loadTemplate(familyId: number, key = ANNOUNCEMENT_TEMPLATE_KEY): Promise<EmailTemplate> {
  // Kept per family (record 278): email_templates is under the version triggers.
  const { row } = await keptRows(familyId, `email-template:${key}`, Date.now(), async () => ({ row: (await templateRow.one({ familyId, key })) ?? null }));
  return row
    ? { key, subject: row.subject, body: row.body, variables: TEMPLATE_VARIABLES, is_default: false, updated_at: row.updatedAt }
    : { key, ...DEFAULT_ANNOUNCEMENT_TEMPLATE, variables: TEMPLATE_VARIABLES, is_default: true, updated_at: null };
}

/** GET /api/email-templates/{key}: owner and admin. */
export async function getTemplate(actor: Actor, key: string): Promise<EmailTemplate> {
  assertKnownKey(key);
  authorize(actor, "emailTemplate.manage");
  return loadTemplate(actor.familyId, key);
}

/** POST /api/email-templates/{key} {subject, body}: owner and admin. */
export async function updateTemplate(actor: Actor, key: string, raw: unknown): Promise<EmailTemplate> {
  assertKnownKey(key);
  authorize(actor, "emailTemplate.manage");
  const input = parseInput(templateInput, raw);
  const now = new Date().toISOString();
  return withTransaction(async (tx) => {
    await tx
      .insert(schema.emailTemplates)
      .values({ familyId: actor.familyId, key, subject: input.subject, body: input.body, updatedAt: now })
      .onConflictDoUpdate({
        target: [schema.emailTemplates.familyId, schema.emailTemplates.key],
        set: { subject: input.subject, body: input.body, updatedAt: now },
      });
    await recordAudit(actor, "email_template_update", "email_template", `Updated the ${key} template`, key);
    return loadTemplate(actor.familyId, key);
  });
}
