/**
 * The double opt-in (docs/decisions/030): a sign-up from a form or the subscriber API only asks.
 * It waits in KV `SUBSCRIBERS` under an id of its own (`unconfirmed:<id>`, expiring with its link),
 * and the address gets an e-mail with a signed link that carries that id and nothing the visitor
 * typed. Only the address's owner, by following the link, sends the sign-up on to the list
 * (./subscribe.server.ts); until then EmailOctopus, the welcome e-mail and the subscriber API's
 * proof know nothing of it, so nobody can put words into someone else's inbox or overwrite their
 * contact. Nor does the owner's confirmation: the names typed at a sign-up go on only when it is
 * confirmed in the browser that typed them (docs/decisions/030, amended).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { facts } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { emailHtml } from "~/services/email-html.server";
import { queueEmail, sendQueued, type QueuedEmail } from "~/services/outbox.server";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { localizePath, type Language } from "~/utils/i18n";
import { sign, verify } from "~/utils/signing.server";
import { createTranslator } from "~/utils/translate";
import { redact, type ListSignup } from "./pending.server";
import { signupToken } from "./proof.server";
import type { Signup } from "./signup-schema";
import { SignupNotStored, subscribe } from "./subscribe.server";
import { welcome } from "./welcome-email.server";

/** A sign-up waiting for its owner, under the id its link carries; after the confirmation only the address stays. */
type Unconfirmed = { language: Language; expires: number } & (
  { signup: Signup; createdAt: string } | { email: string; confirmedAt: string }
);

const unconfirmedPrefix = "unconfirmed:";
const confirmPurpose = "newsletter-confirm";
const hour = 3_600_000;

/** Confirmation e-mails one address gets in an hour at most: the owner's own still arrives after a stranger's, an inbox is not flooded. */
export const confirmationsPerHour = 3;

/** Where the link in a confirmation e-mail leads, in its language. */
export const confirmPath = "/newsletter/confirm";

/** The address has had its {@link confirmationsPerHour} e-mails this hour: nothing was kept or sent. */
export class TooManyConfirmations extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("This address has had its confirmation e-mails for this hour");
    this.name = "TooManyConfirmations";
  }
}

function secretOf(env: Env): string {
  const secret = envOf(env).NEWSLETTER_TOKEN_SECRET;
  if (!secret) throw new SignupNotStored(new Error("NEWSLETTER_TOKEN_SECRET is not set: no confirmation link can be signed"));
  return secret;
}

/**
 * Keeps `signup` until its owner confirms it and e-mails them the link, in `language`: the e-mail
 * says only what the site says, never what the visitor typed. Every sign-up gets a link of its own,
 * so an owner who signs up after a stranger did gets their own e-mail; at most
 * {@link confirmationsPerHour} go to an address in an hour, counted in the outbox in the statement
 * that writes the e-mail, and a sign-up beyond them is refused ({@link TooManyConfirmations}) with
 * nothing kept. Returns the sign-up's id, which the signing-up browser keeps
 * ({@link keepSignupInBrowser}). Throws {@link SignupNotStored} when the sign-up or its e-mail could
 * not be kept.
 */
export async function askToConfirm(env: Env, signup: Signup, language: Language, now = Date.now()): Promise<string> {
  const secret = secretOf(env);
  const id = crypto.randomUUID();
  const expires = Math.floor(now / 1000) + facts.records.unconfirmedSignupDays * 86_400;
  const entry: Unconfirmed = { signup, language, expires, createdAt: new Date(now).toISOString() };
  const token = `${id}.${expires}.${await sign(secret, `${confirmPurpose}|${id}|${expires}`)}`;
  const t = createTranslator(resources[language].confirmEmail);
  const link = `${originOf(siteOrigins(envOf(env)), language)}${localizePath(confirmPath, language)}?token=${token}`;
  const values = { days: facts.records.unconfirmedSignupDays };
  const paragraphs = t.list("body", values);
  const subject = t("subject");
  const reference = `newsletter-confirmation:${signup.email.toLowerCase()}`;
  const since = new Date(now - hour).toISOString();
  let email: QueuedEmail;
  try {
    email = queueEmail(
      env,
      {
        kind: "newsletter-confirmation",
        reference,
        to: signup.email,
        subject,
        text: [...paragraphs, `${t("button")}: ${link}`, t("ignore")].join("\n\n"),
        html: emailHtml(language, subject, [...paragraphs, { href: link, label: t("button") }, t("ignore")]),
      },
      {
        sql: "(SELECT COUNT(*) FROM email_outbox WHERE reference = ? AND created_at > ?) < ?",
        bindings: [reference, since, confirmationsPerHour],
      },
    );
    const { meta } = await email.statement.run();
    if (!meta.changes) throw new TooManyConfirmations(await secondsUntilNextConfirmation(env, reference, since, now));
  } catch (error) {
    if (error instanceof TooManyConfirmations) throw error;
    throw new SignupNotStored(error);
  }
  try {
    await env.SUBSCRIBERS.put(`${unconfirmedPrefix}${id}`, JSON.stringify(entry), { expiration: expires });
  } catch (error) {
    // A link to a sign-up that was never kept would only say "this link does not work".
    await env.DB.prepare("DELETE FROM email_outbox WHERE id = ?")
      .bind(email.id)
      .run()
      .catch((cleanup: unknown) => console.warn("Confirmation e-mail of a sign-up not kept stays in the outbox:", cleanup));
    throw new SignupNotStored(error);
  }
  await sendQueued(env, email);
  return id;
}

/** When the oldest of the last hour's confirmation e-mails to an address leaves the hour. */
async function secondsUntilNextConfirmation(env: Env, reference: string, since: string, now: number): Promise<number> {
  const oldest = await env.DB.prepare("SELECT MIN(created_at) AS at FROM email_outbox WHERE reference = ? AND created_at > ?")
    .bind(reference, since)
    .first<{ at: string | null }>();
  return Math.max(1, Math.ceil((Date.parse(oldest?.at ?? since) + hour - now) / 1000));
}

/** The id a confirmation link carries, if its signature holds and it has not expired. */
export async function confirmationId(env: Env, token: string, now = Date.now()): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  if (Number(expires) * 1000 <= now) return null;
  return (await verify(secretOf(env), `${confirmPurpose}|${id}|${expires}`, signature)) ? id : null;
}

// The id of the sign-up this browser made last: the names typed there apply when its owner confirms in this browser.
const signupCookie = "newsletter_signup";

/** Remembers in the browser that sent it that sign-up `id` is this browser's own, for as long as its link works. */
export function keepSignupInBrowser(context: AppLoadContext, request: Request, id: string): void {
  const secure = new URL(request.url).protocol === "https:";
  context.responseCookies.push(serializeCookie(signupCookie, id, { maxAge: facts.records.unconfirmedSignupDays * 86_400, secure }));
}

/**
 * What a confirmation may apply of a sign-up nobody has shown to be the confirming owner's: all but
 * what was typed about the person (names, company), which the list and the welcome e-mail would
 * carry to the owner as a stranger may have worded it. Its source, user type and offer are the
 * site's own choices; its campaign stays with the site.
 */
function withoutTypedNames(signup: Signup): Signup {
  const { firstName: _firstName, lastName: _lastName, company: _company, ...rest } = signup;
  return rest;
}

export type Confirmation = { email: string; token: string; language: Language; signup?: ListSignup };

/**
 * Sends the sign-up behind a confirmation link's id to the list, as confirmed, returns the proof
 * for the subscriber API, and sends the welcome offer's e-mail after the answer, once the address
 * is its owner's; a second click finds it confirmed and gets the proof again. Null when the link
 * is unknown or expired. The link proves only that the confirming person reads the address's
 * mail, not who signed it up: the names typed at a sign-up go on only when the browser that sent
 * `request` made a sign-up of this address (the id {@link keepSignupInBrowser} kept), and then it
 * is that browser's sign-up that goes on, whichever of the address's links was followed.
 * Throws {@link SignupNotStored} when neither EmailOctopus nor KV took it: the link stays valid,
 * so following it again later works.
 */
export async function confirmSignup(context: AppLoadContext, request: Request, id: string, now = Date.now()): Promise<Confirmation | null> {
  const env = context.cloudflare.env;
  const key = `${unconfirmedPrefix}${id}`;
  const entry = await env.SUBSCRIBERS.get<Unconfirmed>(key, "json");
  if (!entry) return null;
  const secret = secretOf(env);
  if ("confirmedAt" in entry) return { email: entry.email, token: await signupToken(secret, entry.email), language: entry.language };
  const browserSignup = readCookie(request.headers.get("Cookie"), signupCookie);
  const own = browserSignup === id ? entry.signup : await browsersSignup(env, entry.signup.email, browserSignup);
  const confirmedAt = new Date(now).toISOString();
  const signup: ListSignup = { ...(own ?? withoutTypedNames(entry.signup)), confirmedAt };
  await subscribe(env, signup, now);
  // What the visitor typed has gone on with the sign-up; the link's entry, and the browser's own, keep only the address.
  const done: Unconfirmed = { email: signup.email, confirmedAt, language: entry.language, expires: entry.expires };
  const marked = own && browserSignup !== id ? [key, `${unconfirmedPrefix}${browserSignup}`] : [key];
  await Promise.all(marked.map((name) => env.SUBSCRIBERS.put(name, JSON.stringify(done), { expiration: entry.expires }))).catch(
    (error: unknown) => console.warn(`Confirmed sign-up of ${redact(signup.email)} not marked:`, error),
  );
  const token = await signupToken(secret, signup.email);
  welcome(context, signup, entry.language);
  return { email: signup.email, token, language: entry.language, signup };
}

/** The sign-up of `email` still waiting under the id the confirming browser kept, if it made one. */
async function browsersSignup(env: Env, email: string, browserSignup: string | null): Promise<Signup | null> {
  // A cookie holds whatever its browser put there; only an id's shape is looked up.
  if (!browserSignup || !/^[0-9a-f-]{36}$/.test(browserSignup)) return null;
  const kept = await env.SUBSCRIBERS.get<Unconfirmed>(`${unconfirmedPrefix}${browserSignup}`, "json");
  return kept && "signup" in kept && kept.signup.email.toLowerCase() === email.toLowerCase() ? kept.signup : null;
}
