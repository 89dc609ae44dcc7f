/**
 * A Worker that generates at a local Astria (tests/fakes/astria.ts), whose images show `image` where
 * a test does not answer a prompt otherwise, at half the side asked for: the faces are as large in
 * the frame, and the check (docs/decisions/081-headshots-checked-before-they-count.md) reads them in a
 * quarter of the time. Astria's callbacks reach the Worker; its retries and polls are short.
 */
import { intoWorker, startFakeAstria, type FakeAstria } from "../fakes/astria";
import { paymentVars } from "./payments";
import { startWorker, type TestWorker } from "./worker";

export async function startAstriaWorker(
  image: Uint8Array,
): Promise<{ astria: FakeAstria; worker: TestWorker; close: () => Promise<void> }> {
  const astria = await startFakeAstria({ image });
  const worker = await startWorker({ vars: { ...paymentVars, ...astria.vars, ASTRIA_RETRY_SECONDS: "1", JOB_POLL_SECONDS: "2" } });
  astria.deliverTo(intoWorker(worker));
  astria.scaleImages(1 / 2);
  return {
    astria,
    worker,
    close: async () => {
      await worker.dispose();
      await astria.close();
    },
  };
}
