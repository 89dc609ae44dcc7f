import { NoscriptRefresh } from "./noscript-refresh";
import { usePageTranslation } from "~/utils/page";
import { useRecheck } from "~/utils/recheck";
import type { OrderView } from "./order.server";

type Order = Extract<OrderView, { state: "order" }>;

// How often the page asks again while the job runs: by revalidating with JavaScript, by reloading itself without.
const progressSeconds = 5;

// The job's steps as the buyer sees them: the photos were checked before the start, and the last
// step is the page turning into the gallery.
const steps = ["checked", "training", "generating", "delivered"] as const;

/**
 * A running job, as the page's heading until the headshots are delivered: its steps, each done, now
 * or next, the images counted as they are stored, and what to expect.
 */
export function JobProgress({ order, progress }: { order: Order; progress: NonNullable<Order["progress"]> }) {
  const { t } = usePageTranslation<"createHeadshot">();
  useRecheck(true, progressSeconds);
  const current = steps.indexOf(order.status === "generating" ? "generating" : "training");
  const count = t("progress.count", { ready: progress.ready, total: progress.total });
  return (
    <section className="upload__section progress" aria-labelledby="progress-heading">
      <NoscriptRefresh seconds={progressSeconds} />
      <h1 id="progress-heading" className="progress__title">
        {t("progress.heading")}
      </h1>
      <ol className="progress__steps">
        {steps.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "next";
          return (
            <li key={step} className={`progress__step progress__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
              <span className="visually-hidden">{t(`progress.state.${state}`)}: </span>
              {t(`progress.steps.${step}`)}
              {state === "current" && order.status === "queued" ? <span className="progress__note">{t("progress.queued")}</span> : null}
              {state === "current" && step === "generating" ? <span className="progress__note">{count}</span> : null}
            </li>
          );
        })}
      </ol>
      {order.status === "generating" ? (
        <progress className="progress__bar" max={progress.total} value={progress.ready} aria-label={count} />
      ) : null}
      {progress.estimate ? <p>{t("progress.estimate", { duration: progress.estimate })}</p> : null}
      <p>{t("progress.expected", { duration: progress.expected, plan: order.planName })}</p>
      <p className="progress__refresh">{t("progress.refresh")}</p>
    </section>
  );
}
