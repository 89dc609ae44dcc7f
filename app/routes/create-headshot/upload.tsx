import type { Style } from "~/content/business";
import { Suspense } from "react";
import { PageIntro } from "~/components/page-heading";
import type { OrderShown } from "./order.server";
import { GalleryFormError, OrderPanel, UploadPanel, YourData, uploadReply, type Answer } from "./order-panel";

type Props = { view: OrderShown; support: string; styleNames: Record<Style, string>; answer: Answer };

/** The upload step (./upload.server.ts): the buyer's selfies, the subject and styles, and the start. */
export function Upload({ view, support, styleNames, answer }: Props) {
  const reply = uploadReply(answer);
  return (
    <>
      <PageIntro />
      <section className="container page-section" aria-labelledby="order-heading">
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
