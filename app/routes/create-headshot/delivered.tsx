import type { Style } from "~/content/business";
import type { ComponentProps } from "react";
import { PageHeading } from "~/components/page-heading";
import { isGalleryReply } from "~/features/photos/gallery/feedback";
import { lazyPart } from "~/utils/lazy";
import { usePageTranslation } from "~/utils/page";
import type { Gallery as GalleryPart } from "./gallery";
import type { OrderShown } from "./order.server";
import { OrderSection, type Answer } from "./order-panel";

const Gallery = lazyPart(() => import("./gallery").then((module) => module.Gallery));

type GalleryProps = ComponentProps<typeof GalleryPart>;
type Props = Pick<GalleryProps, "feedback" | "published" | "cv"> & {
  view: OrderShown;
  support: string;
  styleNames: Record<Style, string>;
  answer: Answer;
};

/**
 * The delivered step (./delivered.server.ts): the headshots come first, under the page's heading
 * (./gallery.tsx), with their forms' answers next to each image.
 */
export function Delivered({ view, support, styleNames, feedback, published, cv, answer }: Props) {
  const { t } = usePageTranslation<"createHeadshot">();
  const delivered = view.headshots.length > 0;
  return (
    <>
      {delivered ? null : <PageHeading heading={t("started.heading")} text={t("started.intro")} />}
      <OrderSection
        view={view}
        support={support}
        styleNames={styleNames}
        answer={answer}
        labelledBy={delivered ? "results-heading" : "order-heading"}
        galleryAnswers={delivered}
        lead={
          delivered ? (
            <Gallery
              order={view}
              feedback={feedback}
              published={published}
              styleNames={styleNames}
              cv={cv}
              reply={isGalleryReply(answer) ? answer : undefined}
            />
          ) : null
        }
      />
    </>
  );
}
