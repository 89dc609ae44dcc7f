import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterCaptureForm, NewsletterOptInForm, type NewsletterActionData } from "~/features/newsletter/newsletter-forms";
import { PageIntro } from "~/components/page-heading";
import { discounts, welcomeCode } from "~/content/business";
import formStyles from "~/styles/forms.css";
import { pageMeta, keyedPage } from "~/utils/page";
import { createTranslator } from "~/utils/translate";
import type { Signup } from "~/features/newsletter/signup-schema";
import { useChrome } from "~/features/chrome/chrome";
import { deliverSignup } from "~/features/newsletter/signups";
import { actionRetryAfter, loadNewsletterPage, newsletterAction } from "./newsletter.server";

/**
 * The newsletter page, and the endpoint both newsletter forms post to wherever they are shown. With
 * JavaScript a form submits here through a fetcher and stays on its page; without it the browser
 * comes here and this page shows the same form with its message, or that a link to confirm the
 * address is on its way (the sign-up waits for it: app/routes/newsletter-confirm.tsx).
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export const loader = (args: LoaderFunctionArgs) => loadNewsletterPage(args);
export const action = (args: ActionFunctionArgs) => newsletterAction(args);

export const headers = actionRetryAfter;

export const meta = pageMeta;
export const handle = keyedPage;

export default function NewsletterPage() {
  const { forms, language, strings, welcome } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as NewsletterActionData | undefined;
  const Form = answer?.form === "optIn" ? NewsletterOptInForm : NewsletterCaptureForm;
  // A form elsewhere on the site that was sent without JavaScript keeps its origin on a second try.
  const submitted = answer?.result.initialValue;
  const offered = welcome ? welcomeCode : undefined;
  const source = typeof submitted?.source === "string" ? submitted.source : welcome ? "welcome-flow" : "newsletter-page";
  const discountCode = typeof submitted?.discountCode === "string" ? submitted.discountCode : offered;
  const offer = discountCode === welcomeCode ? createTranslator(strings) : undefined;
  const { track } = useChrome();
  // With JavaScript the page signs up as the popup does: through the subscriber API, and kept in
  // this browser when the server cannot be reached, instead of an error page.
  const deliver = (payload: Signup) =>
    deliverSignup(payload, (error) =>
      track("newsletter-signup-failed", { source, reason: error instanceof Error ? error.message : "unknown" }),
    );
  return (
    <PageIntro>
      <div className="form-panel">
        <Form
          strings={forms}
          language={language}
          source={source}
          discountCode={discountCode}
          lastResult={answer}
          deliver={deliver}
          heading={offer?.("offer.heading", { percent: discounts[welcomeCode] })}
          text={offer?.("offer.text")}
        />
      </div>
    </PageIntro>
  );
}
