import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/page-heading";
import { givenUpEmails, outboxMessage, recentEmails } from "~/services/outbox.server";
import { isResendConfigured } from "~/services/resend.server";
import { isEmailOctopusConfigured } from "~/services/emailoctopus.server";
import { checkoutSetup } from "~/services/lemonsqueezy.server";
import { aiBindingOf } from "~/services/workers-ai.server";
import formStyles from "~/styles/forms.css";
import { requireOperator } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { readAll } from "~/utils/db.server";
import { formatMoney, planById } from "~/content/business";
import type { Language } from "~/utils/i18n";
import { recentLeads } from "~/features/leads/leads.server";
import { listPending } from "~/features/newsletter/pending.server";
import { formatAmount, formatRating } from "~/utils/format.server";
import { listDeliveredJobs, listJobs, ratingsOverview, type RatingsOverview } from "~/features/orders/reports.server";
import { resources } from "~/locales/resources.server";
import type { Style } from "~/content/business";
import { recentOrders } from "~/features/orders/orders.server";
import { listRefundRequests } from "~/features/orders/refunds.server";
import { listDeletions } from "~/features/photos/retention/deletion.server";
import { listPublished } from "~/features/photos/gallery/gallery.server";
import { pageMeta } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { EmailView } from "./email-view";
import { Emails } from "./emails";
import { Leads } from "./leads";
import { Orders } from "./orders";
import { PhotoJobs, retryReport } from "./photo-jobs";
import { Published } from "./published";
import { Ratings, type RatingsShown } from "./ratings";
import { refundReport, RefundRequests } from "./refunds";
import { Services, type ServiceSetup } from "./services";
import { replayReport, SignUps } from "./sign-ups";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/** A plan's name as the buyer saw it, or its stored id where the plan is no longer sold. */
const planName = (id: string) => planById(id)?.name ?? id;

export async function loader(args: LoaderFunctionArgs) {
  const config = getEnv(args.context);
  await requireOperator(args);
  const env = args.context.cloudflare.env;
  const params = new URL(args.request.url).searchParams;
  // `?email=<id>` shows one e-mail as it was sent, so the operator sees what a buyer received.
  const emailId = params.get("email");
  // The lists go to D1 in one batch: a request each cost more than the rest of the page
  // (docs/decisions/034-render-cache-key-and-first-visits.md).
  const [page, pending, [leads, orders, refunds, jobs, delivered, deletions, published, ratings, emails, givenUp], message] =
    await Promise.all([
      loadPage(args, "dashboard"),
      listPending(env),
      readAll(env.DB, [
        recentLeads(env),
        recentOrders(env),
        listRefundRequests(env),
        listJobs(env),
        listDeliveredJobs(env),
        listDeletions(env),
        listPublished(env),
        ratingsOverview(env),
        recentEmails(env),
        givenUpEmails(env),
      ]),
      emailId ? outboxMessage(env, emailId) : null,
    ]);
  if (emailId && !message) throw new Response("Not Found", { status: 404 });
  return {
    ...page,
    services: {
      emailOctopus: isEmailOctopusConfigured(config),
      resend: isResendConfigured(config),
      payments: checkoutSetup(config).mode,
      webhooksVerified: Boolean(config.LEMONSQUEEZY_WEBHOOK_SECRET && config.ORDER_LINK_SECRET),
      photoAdvice: Boolean(aiBindingOf(env)),
    } satisfies ServiceSetup,
    pending,
    leads,
    // Each amount in the currency it was paid in.
    orders: orders.map((order) => ({
      ...order,
      planName: planName(order.plan),
      amount: formatAmount(order.total, order.currency, page.language),
    })),
    refunds: refunds.map((request) => ({
      ...request,
      planName: planName(request.plan),
      amount: formatAmount(request.total, request.currency, page.language),
    })),
    jobs: jobs.map((job) => ({ ...job, planName: planName(job.plan) })),
    // What the generator charged: Astria by the image made, refused ones too (ADR 090); the local generator nothing.
    delivered: delivered.map((job) => ({
      ...job,
      planName: planName(job.plan),
      cost: formatMoney(job.astria ? Math.round(job.made * config.ASTRIA_PRICE_PER_IMAGE * 100) / 100 : 0, "USD", page.language),
    })),
    deletions,
    published: published.map((item) => ({ ...item, styleName: resources[page.language].gallery.styles[item.style] })),
    ratings: presentRatings(ratings, page.language),
    emails,
    givenUp,
    // The HTML body is framed from its own address (email-html.ts): the page needs only to know there is one.
    message: message ? { ...message, html: message.html !== null } : null,
    replay: replayReport(params),
    retried: retryReport(params),
    refunded: refundReport(params),
  };
}

// Operator data: never stored by a browser or a shared cache, never indexed.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta = pageMeta;

// The operator buys nothing here, and the button would cover the tables on a phone.
export const handle = { chrome: "without-buy" };

export default function DashboardPage() {
  const {
    services,
    pending,
    leads,
    orders,
    refunds,
    jobs,
    delivered,
    deletions,
    published,
    ratings,
    emails,
    givenUp,
    message,
    replay,
    retried,
    refunded,
  } = useLoaderData<typeof loader>();
  if (message) return <EmailView message={message} />;
  return (
    <>
      <PageIntro />
      <div className="container dashboard">
        <Services services={services} />
        <SignUps pending={pending} replay={replay} />
        <Leads leads={leads} />
        <RefundRequests requests={refunds} outcome={refunded} />
        <PhotoJobs jobs={jobs} delivered={delivered} deletions={deletions} retried={retried} />
        <Published published={published} />
        <Orders orders={orders} />
        <Ratings ratings={ratings} />
        <Emails emails={emails} givenUp={givenUp} />
      </div>
    </>
  );
}

/** The ratings' figures for ./ratings.tsx, in the operator's language. */
function presentRatings({ plans, styles, lowRated }: RatingsOverview, language: Language): RatingsShown {
  const average = (stars: number | null) => (stars === null ? null : formatRating(stars, language));
  const styleNames = resources[language].gallery.styles;
  return {
    plans: plans.map((row) => ({ ...row, name: planName(row.name), average: average(row.average) })),
    styles: styles.map((row) => ({ ...row, name: styleNames[row.name as Style] ?? row.name, average: average(row.average) })),
    lowRated: lowRated.map((order) => ({ ...order, planName: planName(order.plan), average: average(order.average) })),
  };
}
