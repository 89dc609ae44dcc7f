import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { PageIntro } from "~/components/page-heading";
import { givenUpEmails, outboxMessage, recentEmails } from "~/services/outbox.server";
import { isResendConfigured } from "~/services/resend.server";
import { isEmailOctopusConfigured } from "~/services/emailoctopus.server";
import { checkoutSetup } from "~/services/lemonsqueezy.server";
import { aiBindingOf } from "~/services/workers-ai.server";
import formStyles from "~/styles/forms.css";
import { requireOperator } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { planById } from "~/content/business";
import { companySizeRanges } from "~/utils/forms";
import type { Language } from "~/utils/i18n";
import { recentLeads } from "~/features/leads/leads.server";
import { listPending } from "~/features/newsletter/newsletter.server";
import { formatAmount, formatRating } from "~/utils/format.server";
import { ratingsOverview } from "~/features/photos/gallery/feedback.server";
import { resources } from "~/locales/resources.server";
import type { Style } from "~/content/business";
import { recentOrders } from "~/features/orders/orders.server";
import { listDeliveredJobs, listJobs } from "~/features/photos/jobs/generation.server";
import { listDeletions } from "~/features/photos/retention/deletion.server";
import { listPublished } from "~/features/photos/gallery/gallery.server";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { EmailView } from "./email-view";
import { useDashboardFormat } from "./format";
import { PhotoJobs } from "./photo-jobs";
import { Table } from "./table";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/** A plan's name as the buyer saw it, or its stored id where the plan is no longer sold. */
const planName = (id: string) => planById(id)?.name ?? id;

/** What the last "replay now" did, as /dashboard/replay reports it in the address it redirects to. */
function replayReport(params: URLSearchParams) {
  if (!params.has("replayed")) return null;
  const count = (name: string) => Math.max(0, Number.parseInt(params.get(name) ?? "0", 10) || 0);
  return {
    delivered: count("replayed"),
    failed: count("failed"),
    unconfigured: params.has("unconfigured"),
    rateLimited: params.has("rateLimited"),
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const config = getEnv(args.context);
  await requireOperator(args);
  const env = args.context.cloudflare.env;
  // `?email=<id>` shows one e-mail as it was sent, so the operator sees what a buyer received.
  const emailId = new URL(args.request.url).searchParams.get("email");
  const [page, pending, leads, orders, jobs, delivered, deletions, published, ratings, emails, givenUp, message] = await Promise.all([
    loadPage(args, "dashboard"),
    listPending(env),
    recentLeads(env),
    recentOrders(env),
    listJobs(env),
    listDeliveredJobs(env),
    listDeletions(env),
    listPublished(env),
    ratingsOverview(env),
    recentEmails(env),
    givenUpEmails(env),
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
    },
    pending,
    leads,
    // Each amount in the currency it was paid in.
    orders: orders.map((order) => ({
      ...order,
      planName: planName(order.plan),
      amount: formatAmount(order.total, order.currency, page.language),
    })),
    jobs: jobs.map((job) => ({ ...job, planName: planName(job.plan) })),
    delivered: delivered.map((job) => ({ ...job, planName: planName(job.plan) })),
    deletions,
    published: published.map((item) => ({ ...item, styleName: resources[page.language].gallery.styles[item.style] })),
    ratings: presentRatings(ratings, page.language),
    emails,
    givenUp,
    // The HTML body is framed from its own address (email-html.ts): the page needs only to know there is one.
    message: message ? { ...message, html: message.html !== null } : null,
    replay: replayReport(new URL(args.request.url).searchParams),
    // What the last "retry" did, as /dashboard/retry reports it in the address it redirects to.
    retried: new URL(args.request.url).searchParams.has("retried")
      ? true
      : new URL(args.request.url).searchParams.has("notRetried")
        ? false
        : null,
  };
}

// Operator data: never stored by a browser or a shared cache, never indexed.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta = pageMeta;

// The operator buys nothing here, and the button would cover the tables on a phone.
export const handle = { chrome: "without-buy" };

export default function DashboardPage() {
  const { services, pending, leads, orders, jobs, delivered, deletions, published, ratings, emails, givenUp, message, replay, retried } =
    useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"dashboard">();
  const { date, status } = useDashboardFormat();

  if (message) return <EmailView message={message} />;
  const emailRow = (email: (typeof emails)[number]) =>
    [
      email.id,
      date(email.createdAt),
      email.kind,
      email.to,
      <Link key="subject" to={`/dashboard?email=${encodeURIComponent(email.id)}`}>
        {email.subject}
      </Link>,
      status(email.status),
      email.attempts,
      email.lastError ?? "",
    ] as [string, ...ReactNode[]];
  const emailHead = [
    t("emails.created"),
    t("emails.kind"),
    t("emails.to"),
    t("emails.subject"),
    t("emails.status"),
    t("emails.attempts"),
    t("emails.lastError"),
  ];

  return (
    <>
      <PageIntro />
      <div className="container dashboard">
        <section>
          <h2>{t("services.heading")}</h2>
          <dl className="dashboard__services">
            <dt>{t("services.emailOctopus")}</dt>
            <dd data-configured={services.emailOctopus}>
              {t(services.emailOctopus ? "services.emailOctopusLive" : "services.emailOctopusLocal")}
            </dd>
            <dt>{t("services.resend")}</dt>
            <dd data-configured={services.resend}>{t(services.resend ? "services.resendLive" : "services.resendLocal")}</dd>
            <dt>{t("services.payments")}</dt>
            <dd data-configured={services.payments === "hosted"}>
              {t(
                services.payments === "hosted"
                  ? "services.paymentsLive"
                  : services.payments === "local"
                    ? "services.paymentsLocal"
                    : "services.paymentsOff",
              )}
              {services.webhooksVerified ? null : <> {t("services.paymentsUnsigned")}</>}
            </dd>
            <dt>{t("services.photoAdvice")}</dt>
            <dd data-configured={services.photoAdvice}>
              {t(services.photoAdvice ? "services.photoAdviceLive" : "services.photoAdviceLocal")}
            </dd>
          </dl>
        </section>

        <section>
          <h2>{t("pending.heading")}</h2>
          {replay ? (
            <div className="dashboard__notice" role="status">
              <p>{t("pending.replayed", { delivered: replay.delivered, failed: replay.failed })}</p>
              {replay.unconfigured ? <p>{t("pending.unconfigured")}</p> : null}
              {replay.rateLimited ? <p>{t("pending.rateLimited")}</p> : null}
            </div>
          ) : null}
          <p>{t("pending.total", { count: pending.total })}</p>
          {/* A full page load: the answer is a redirect back here with the replay's report. */}
          <Form method="post" action="/dashboard/replay" reloadDocument>
            <button type="submit" className="button button--primary">
              {t("pending.replay")}
            </button>
          </Form>
          <Table
            caption={t("pending.heading")}
            empty={t("pending.empty")}
            head={[t("pending.email"), t("pending.attempts"), t("pending.lastError"), t("pending.firstSeen"), t("pending.nextAttempt")]}
            rows={pending.entries.map((entry) => [
              entry.email,
              entry.email,
              entry.attempts,
              entry.lastError,
              date(entry.firstSeen),
              date(entry.nextAttempt),
            ])}
          />
        </section>

        <section>
          <h2>{t("pending.refusedHeading")}</h2>
          <p>{t("pending.refusedText")}</p>
          <Table
            caption={t("pending.refusedHeading")}
            empty={t("pending.refusedEmpty")}
            head={[t("pending.email"), t("pending.lastError"), t("pending.firstSeen")]}
            rows={pending.refused.map((entry) => [entry.email, entry.email, entry.lastError, date(entry.firstSeen)])}
          />
        </section>

        <section>
          <h2>{t("leads.heading")}</h2>
          <Table
            caption={t("leads.heading")}
            empty={t("leads.empty")}
            head={[
              t("leads.received"),
              t("leads.name"),
              t("leads.email"),
              t("leads.company"),
              t("leads.size"),
              t("leads.language"),
              t("leads.notification"),
            ]}
            rows={leads.map((lead) => [
              lead.id,
              date(lead.createdAt),
              lead.name,
              lead.email,
              lead.companyName,
              t("leads.employees", { range: companySizeRanges[lead.companySize] }),
              lead.language,
              status(lead.notification),
            ])}
          />
        </section>

        <PhotoJobs jobs={jobs} delivered={delivered} deletions={deletions} retried={retried} />

        <section id="published">
          <h2>{t("published.heading")}</h2>
          <Table
            caption={t("published.heading")}
            empty={t("published.empty")}
            head={[t("published.page"), t("published.style"), t("published.since"), t("published.examples")]}
            rows={published.map((item) => [
              item.id,
              <a key="page" href={`/gallery/${item.id}`}>{`/gallery/${item.id}`}</a>,
              item.styleName,
              date(item.createdAt),
              // A full page load: the answer is a redirect back here.
              <Form key="feature" method="post" action="/dashboard/feature" reloadDocument>
                <input type="hidden" name="item" value={item.id} />
                <input type="hidden" name="featured" value={item.featured ? "no" : "yes"} />
                <button type="submit" className="button button--secondary">
                  {t(item.featured ? "published.unfeature" : "published.feature")}
                </button>
              </Form>,
            ])}
          />
        </section>

        <section>
          <h2>{t("orders.heading")}</h2>
          <Table
            caption={t("orders.heading")}
            empty={t("orders.empty")}
            head={[
              t("orders.paid"),
              t("orders.plan"),
              t("orders.email"),
              t("orders.amount"),
              t("orders.status"),
              t("orders.language"),
              t("orders.confirmation"),
            ]}
            rows={orders.map((order) => {
              const state = t(`orders.statuses.${order.status}`);
              return [
                order.id,
                date(order.paidAt),
                order.planName,
                order.email,
                order.amount,
                t("orders.since", { status: order.testMode ? t("orders.test", { status: state }) : state, date: date(order.statusSince) }) +
                  (order.failure ? `: ${order.failure}` : ""),
                order.language,
                status(order.confirmation),
              ];
            })}
          />
        </section>

        <section id="ratings">
          <h2>{t("ratings.heading")}</h2>
          <p>{t("ratings.text")}</p>
          {[
            { caption: t("ratings.byPlan"), first: t("orders.plan"), rows: ratings.plans },
            { caption: t("ratings.byStyle"), first: t("ratings.style"), rows: ratings.styles },
          ].map(({ caption, first, rows }) => (
            <Fragment key={caption}>
              <h3>{caption}</h3>
              <Table
                caption={caption}
                empty={t("ratings.empty")}
                head={[first, t("ratings.average"), t("ratings.count"), t("ratings.downloads")]}
                rows={rows.map((row) => [row.name, row.name, row.average ?? t("ratings.unrated"), row.ratings, row.downloads])}
              />
            </Fragment>
          ))}
          <h3>{t("ratings.lowHeading")}</h3>
          <p>{t("ratings.lowText")}</p>
          <Table
            caption={t("ratings.lowHeading")}
            empty={t("ratings.lowEmpty")}
            head={[t("orders.paid"), t("orders.plan"), t("orders.email"), t("ratings.average"), t("ratings.count")]}
            rows={ratings.lowRated.map((order) => [
              order.id,
              date(order.paidAt),
              order.planName,
              order.email,
              order.average,
              order.ratings,
            ])}
          />
        </section>

        <section>
          <h2>{t("emails.heading")}</h2>
          <Table caption={t("emails.heading")} empty={t("emails.empty")} head={emailHead} rows={emails.map(emailRow)} />
        </section>

        <section>
          <h2>{t("emails.givenUpHeading")}</h2>
          <Table caption={t("emails.givenUpHeading")} empty={t("emails.givenUpEmpty")} head={emailHead} rows={givenUp.map(emailRow)} />
        </section>
      </div>
    </>
  );
}

/** The ratings' figures as the operator reads them: plans and styles by name, averages with one decimal. */
function presentRatings({ plans, styles, lowRated }: Awaited<ReturnType<typeof ratingsOverview>>, language: Language) {
  const average = (stars: number | null) => (stars === null ? null : formatRating(stars, language));
  const styleNames = resources[language].gallery.styles;
  return {
    plans: plans.map((row) => ({ ...row, name: planName(row.name), average: average(row.average) })),
    styles: styles.map((row) => ({ ...row, name: styleNames[row.name as Style] ?? row.name, average: average(row.average) })),
    lowRated: lowRated.map((order) => ({ ...order, planName: planName(order.plan), average: average(order.average) })),
  };
}
