import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { PageHeading } from "~/components/page-heading";
import { welcomeCode } from "~/content/business";
import { confirmationId, confirmSignup } from "~/features/newsletter/opt-in.server";
import { SignupNotStored } from "~/features/newsletter/subscribe.server";
import { keepToken } from "~/features/newsletter/newsletter-client";
import { rememberSignup } from "~/features/newsletter/signups";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

/**
 * Where the link in a confirmation e-mail leads (docs/decisions/030). Opening it only asks: mail
 * scanners open links too, so the sign-up goes on to the list when its owner presses the button, a
 * plain form that works without JavaScript. The link's token is signed, names one waiting sign-up
 * and expires; any other token gets the same "this link does not work".
 *
 * The token is moved into an HttpOnly cookie and the page shown at its plain address, as the
 * order's link is (app/features/orders/access.server.ts): whoever holds the token can confirm
 * and take the subscriber API's proof, so it never reaches the address bar a script, an analytics
 * hit or a referrer reads. The page depends on that cookie, so the render cache never keeps it.
 */

const tokenCookie = "newsletter_confirm";
// Long enough to press the button; the e-mailed link opens the page again after that.
const tokenSeconds = 3600;

type Answer = { state: "confirmed"; email: string; token: string; welcome: boolean } | { state: "invalid" } | { state: "failed" };

async function idOf(env: Env, token: string): Promise<string | null> {
  try {
    return await confirmationId(env, token);
  } catch (error) {
    if (!(error instanceof SignupNotStored)) throw error;
    console.error(error);
    return null;
  }
}

const heldToken = (request: Request) => readCookie(request.headers.get("Cookie"), tokenCookie) ?? "";

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token !== null) {
    // A link that does not work forgets any token an earlier one left, so the page says it does not work.
    const valid = (await idOf(env, token)) !== null;
    const secure = url.protocol === "https:";
    context.responseCookies.push(serializeCookie(tokenCookie, valid ? token : "", { maxAge: valid ? tokenSeconds : 0, secure }));
    url.searchParams.delete("token");
    throw redirect(url.pathname + url.search, { headers: { "Cache-Control": "no-store" } });
  }
  const page = await loadPage(args, "newsletter");
  return { ...page, confirmable: (await idOf(env, heldToken(request))) !== null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const id = await idOf(env, heldToken(request));
  if (!id) return data<Answer>({ state: "invalid" }, { status: 400 });
  try {
    const confirmation = await confirmSignup(context, request, id);
    if (!confirmation) return data<Answer>({ state: "invalid" }, { status: 400 });
    return data<Answer>({
      state: "confirmed",
      email: confirmation.email,
      token: confirmation.token,
      welcome: confirmation.signup?.discountCode === welcomeCode,
    });
  } catch (error) {
    if (!(error instanceof SignupNotStored)) throw error;
    console.error(error);
    return data<Answer>({ state: "failed" }, { status: 503 });
  }
}

export const meta = pageMeta;

export default function NewsletterConfirmPage() {
  const { confirmable } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { t, localize } = usePageTranslation<"newsletter">();

  useEffect(() => {
    if (answer?.state !== "confirmed") return;
    keepToken(answer.email, answer.token);
    rememberSignup({ email: answer.email });
  }, [answer]);

  if (answer?.state === "confirmed") {
    return (
      <PageHeading heading={t("confirm.confirmedHeading")} text={t("confirm.confirmed", { email: answer.email })}>
        {answer.welcome ? <p>{t("confirm.welcome")}</p> : null}
      </PageHeading>
    );
  }
  if (answer?.state === "invalid" || (!answer && !confirmable)) {
    return (
      <PageHeading heading={t("confirm.invalidHeading")} text={t("confirm.invalid")}>
        <Link to={localize("/newsletter")} className="button button--primary">
          {t("confirm.signUp")}
        </Link>
      </PageHeading>
    );
  }
  return (
    <PageHeading heading={t("confirm.heading")} text={answer?.state === "failed" ? t("confirm.failed") : t("confirm.ask")}>
      <Form method="post" replace>
        <button type="submit" className="button button--primary">
          {t("confirm.button")}
        </button>
      </Form>
    </PageHeading>
  );
}
