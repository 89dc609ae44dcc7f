/**
 * White-label leads: stored in D1 first, then the sales address is told through the transactional
 * e-mail adapter. A failing provider never loses a lead: the lead is already stored, and the
 * outbox row records the failure for the dashboard and the next retry.
 */
import { sendEmail, type OutboxStatus } from "~/services/outbox.server";
import { envOf } from "~/utils/env.server";
import { rowsRead, type BatchedRead } from "~/utils/db.server";
import { companySizeRanges, type CompanySize, type WhiteLabelLead } from "./lead-schema";
import type { Language } from "~/utils/i18n";
import { utmText, type Utm } from "~/utils/utm";

export type StoredLead = WhiteLabelLead & { id: string; language: Language; createdAt: string; utm: Utm | null };

/** Stores the lead and notifies sales; resolves once the lead is stored, whatever the e-mail's fate. */
export async function submitLead(env: Env, lead: WhiteLabelLead, language: Language, utm: Utm | null = null): Promise<StoredLead> {
  const stored: StoredLead = { ...lead, id: crypto.randomUUID(), language, createdAt: new Date().toISOString(), utm };
  await env.DB.prepare(
    "INSERT INTO leads (id, email, first_name, last_name, company_name, company_size, use_case, language, created_at, utm) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      stored.id,
      lead.email,
      lead.firstName,
      lead.lastName,
      lead.companyName,
      lead.companySize,
      lead.useCase ?? "",
      language,
      stored.createdAt,
      utmText(utm),
    )
    .run();

  try {
    await sendEmail(env, {
      kind: "lead-notification",
      reference: `lead:${stored.id}`,
      to: envOf(env).SALES_EMAIL,
      replyTo: lead.email,
      subject: `White-label enquiry: ${lead.companyName} (${companySizeRanges[lead.companySize]} employees)`,
      text: notificationText(stored),
    });
  } catch (error) {
    console.error(`Lead ${stored.id} is stored, but its notification could not be queued:`, error);
  }
  return stored;
}

function notificationText(lead: StoredLead): string {
  return [
    `A new white-label enquiry arrived. The page promises a quote within 24 hours, so please reply by ${new Date(Date.parse(lead.createdAt) + 86_400_000).toUTCString()}.`,
    "",
    `Name: ${lead.firstName} ${lead.lastName}`,
    `E-mail: ${lead.email} (reply to this message to answer)`,
    `Company: ${lead.companyName}`,
    `Company size: ${companySizeRanges[lead.companySize]} employees`,
    `Language: ${lead.language}`,
    `Campaign: ${utmText(lead.utm) ?? "(none)"}`,
    `Received: ${lead.createdAt}`,
    "",
    "Use case:",
    lead.useCase || "(not described)",
  ].join("\n");
}

export type LeadSummary = {
  id: string;
  email: string;
  name: string;
  companyName: string;
  companySize: CompanySize;
  language: Language;
  createdAt: string;
  /** The sales notification's outbox status, null when none was recorded. */
  notification: OutboxStatus | null;
};

/** The latest leads, newest first, with the state of their notification (for the dashboard). */
export function recentLeads(env: Env, limit = 20): BatchedRead<LeadSummary[]> {
  return rowsRead(
    env.DB.prepare(
      "SELECT l.id, l.email, l.first_name || ' ' || l.last_name AS name, l.company_name AS companyName, l.company_size AS companySize, " +
        "l.language, l.created_at AS createdAt, o.status AS notification " +
        "FROM leads l LEFT JOIN email_outbox o ON o.reference = 'lead:' || l.id ORDER BY l.created_at DESC LIMIT ?",
    ).bind(limit),
  );
}
