import type { Style } from "~/content/business";
import { Suspense } from "react";
import { PageHeading } from "~/components/page-heading";
import { lazyPart } from "~/utils/lazy";
import { usePageTranslation } from "~/utils/page";
import type { OrderShown } from "./order.server";
import { GalleryFormError, OrderPanel, UploadPanel, YourData, uploadReply, type Answer } from "./order-panel";

const JobProgress = lazyPart(() => import("./job-progress").then((module) => module.JobProgress));

type Props = { view: OrderShown; support: string; styleNames: Record<Style, string>; answer: Answer };

/**
 * The in-progress step (./in-progress.server.ts): while the headshots are made, their progress is
 * the page's heading, so that a phone shows it first; a job that failed says that it started.
 */
export function InProgress({ view, support, styleNames, answer }: Props) {
  const { t } = usePageTranslation<"createHeadshot">();
  const reply = uploadReply(answer);
  const { progress } = view;
  return (
    <>
      {progress ? null : <PageHeading heading={t("started.heading")} text={t("started.intro")} />}
      <section className="container page-section" aria-labelledby={progress ? "progress-heading" : "order-heading"}>
        <Suspense fallback={null}>{progress ? <JobProgress order={view} progress={progress} /> : null}</Suspense>
        <OrderPanel view={view} support={support} />
        <Suspense fallback={null}>
          <UploadPanel order={view} reply={reply} styleNames={styleNames} />
        </Suspense>
        <GalleryFormError answer={answer} />
        <Suspense fallback={null}>
          <YourData order={view} reply={reply} />
        </Suspense>
      </section>
    </>
  );
}
