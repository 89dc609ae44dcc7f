import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { PageHeading } from "~/components/page-heading";
import { welcomeCode } from "~/content/business";
import { confirmationId, confirmSignup, SignupNotStored } from "~/features/newsletter/newsletter.server";
import { welcome } from "~/features/newsletter/welcome-email.server";
import { keepToken } from "~/features/newsletter/newsletter-client";
import { rememberSignup } from "~/features/newsletter/signups";
import { pageMeta, keyedPage, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

/**
 * Where the link in a confirmation e-mail leads (docs/decisions/030). Opening it only asks: mail
 * scanners open links too, so the sign-up goes on to the list when its owner presses the button, a
 * plain form that works without JavaScript. The link's token is signed, names one waiting sign-up
 * and expires; any other token gets the same "this link does not work".
 */

const maxBody = 2 * 1024;

type Answer =
  { state: "confirmed"; email: string; token: string; welcome: boolean } | { state: "invalid" } | { state: "failed"; token: string };

async function idOf(env: Env, token: string): Promise<string | null> {
  try {
    return await confirmationId(env, token);
  } catch (error) {
    if (!(error instanceof SignupNotStored)) throw error;
    console.error(error);
    return null;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "newsletter");
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const valid = (await idOf(args.context.cloudflare.env, token)) !== null;
  return { ...page, token: valid ? token : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const fields = await readFormOrRejection(request, maxBody);
  if (fields instanceof RequestRejected) return data<Answer>({ state: "invalid" }, { status: fields.status });
  const token = fields.get("token") ?? "";
  const id = await idOf(env, token);
  if (!id) return data<Answer>({ state: "invalid" }, { status: 400 });
  try {
    const confirmation = await confirmSignup(env, id);
    if (!confirmation) return data<Answer>({ state: "invalid" }, { status: 400 });
    // The welcome offer's e-mail goes out now that the address is its owner's, and only once.
    if (confirmation.signup) welcome(context, confirmation.signup, confirmation.language);
    return data<Answer>({
      state: "confirmed",
      email: confirmation.email,
      token: confirmation.token,
      welcome: confirmation.signup?.discountCode === welcomeCode,
    });
  } catch (error) {
    if (!(error instanceof SignupNotStored)) throw error;
    console.error(error);
    return data<Answer>({ state: "failed", token }, { status: 503 });
  }
}

export const meta = pageMeta;
export const handle = keyedPage;

export default function NewsletterConfirmPage() {
  const { token } = useLoaderData<typeof loader>();
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
  const retry = answer?.state === "failed" ? answer.token : answer ? null : token;
  if (!retry) {
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
        <input type="hidden" name="token" value={retry} />
        <button type="submit" className="button button--primary">
          {t("confirm.button")}
        </button>
      </Form>
    </PageHeading>
  );
}
