import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PageIntro } from "~/components/page-heading";
import { ReviewTool } from "~/features/reviews/review-tool";
import formStyles from "~/styles/forms.css";
import reviewStyles from "~/styles/review.css";
import { pageMeta } from "~/utils/page";
import { actionRetryAfter } from "~/utils/rate-limit.server";
import { loadReviewPage, reviewAction } from "~/features/reviews/review.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: reviewStyles },
];

export const loader = (args: LoaderFunctionArgs) => loadReviewPage(args, "resume");

export const action = (args: ActionFunctionArgs) => reviewAction(args, "resume");

export const headers = actionRetryAfter;

export const meta = pageMeta;

export default function ResumeReviewPage() {
  return (
    <>
      <PageIntro />
      <ReviewTool />
    </>
  );
}
