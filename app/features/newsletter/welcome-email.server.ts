import type { AppLoadContext } from "@remix-run/cloudflare";
import { discounts, welcomeCode } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { queueEmailOnce, sendQueued } from "~/services/outbox.server";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { localizePath, type Language } from "~/utils/i18n";
import { createTranslator } from "~/utils/translate";
import { redact } from "./pending.server";
import type { Signup } from "./signup-schema";

/** Sends {@link sendWelcomeEmail} after the answer: a sign-up never waits for it, nor fails by it. */
export function welcome(context: AppLoadContext, signup: Signup, language: Language): void {
  context.cloudflare.ctx.waitUntil(
    sendWelcomeEmail(context.cloudflare.env, signup, language).catch((error: unknown) =>
      console.error(`Welcome e-mail to ${redact(signup.email)} not queued:`, error),
    ),
  );
}

/**
 * The welcome offer's e-mail (WELCOME20) in the visitor's language, once per address: the outbox row
 * is written only if none exists for it, in one statement, so two sign-ups at once send one.
 * Nothing here may keep a sign-up from succeeding: the caller runs it after the sign-up is safe.
 */
async function sendWelcomeEmail(env: Env, signup: Signup, language: Language): Promise<void> {
  if (signup.discountCode !== welcomeCode) return;
  const t = createTranslator(resources[language].welcomeEmail);
  const values = {
    name: signup.firstName ? ` ${signup.firstName}` : "",
    code: welcomeCode,
    percent: discounts[welcomeCode],
    link: `${originOf(siteOrigins(envOf(env)), language)}${localizePath("/pricing", language)}`,
  };
  const reference = `welcome:${signup.email.toLowerCase()}`;
  const email = queueEmailOnce(env, {
    kind: "welcome-discount",
    reference,
    to: signup.email,
    subject: t("subject", values),
    text: t.list("body", values).join("\n\n"),
  });
  const { meta } = await email.statement.run();
  if (meta.changes) await sendQueued(env, email);
}
