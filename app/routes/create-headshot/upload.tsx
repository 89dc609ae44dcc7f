import type { Style } from "~/content/business";
import { PageIntro } from "~/components/page-heading";
import type { OrderShown } from "./order.server";
import { OrderSection, type Answer } from "./order-panel";

type Props = { view: OrderShown; support: string; styleNames: Record<Style, string>; answer: Answer };

/** The upload step (./upload.server.ts): the buyer's selfies, the subject and styles, and the start. */
export function Upload(props: Props) {
  return (
    <>
      <PageIntro />
      <OrderSection {...props} labelledBy="order-heading" />
    </>
  );
}
