import { recalled } from "~/utils/storage";

/** The browser's queue of sign-ups the server could not take yet (spec section 7). */
export const queueKey = "email_subscribers";

/**
 * Whether anything may wait in the queue, read without the code that sends it (./signups.ts), which
 * a page then fetches only for a browser that has something to send. A sent queue is kept empty.
 */
export const mayHaveQueuedSignups = () => (recalled(queueKey) ?? "[]") !== "[]";
