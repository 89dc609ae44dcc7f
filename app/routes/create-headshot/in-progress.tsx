import type { Style } from "~/content/business";
import { PageHeading } from "~/components/page-heading";
import { lazyPart } from "~/utils/lazy";
import { usePageTranslation } from "~/utils/page";
import type { OrderShown } from "./order.server";
import { OrderSection, type Answer } from "./order-panel";

const JobProgress = lazyPart(() => import("./job-progress").then((module) => module.JobProgress));

type Props = { view: OrderShown; support: string; styleNames: Record<Style, string>; answer: Answer };

/**
 * The in-progress step (./in-progress.server.ts): while the headshots are made, their progress is
 * the page's heading, so that a phone shows it first; a job that failed says that it started.
 */
export function InProgress(props: Props) {
  const { t } = usePageTranslation<"createHeadshot">();
  const { progress } = props.view;
  return (
    <>
      {progress ? null : <PageHeading heading={t("started.heading")} text={t("started.intro")} />}
      <OrderSection
        {...props}
        labelledBy={progress ? "progress-heading" : "order-heading"}
        lead={progress ? <JobProgress order={props.view} progress={progress} /> : null}
      />
    </>
  );
}
