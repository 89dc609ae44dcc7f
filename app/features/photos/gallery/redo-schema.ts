import * as z from "zod";

/**
 * "Doesn't look like me"'s form on the server (docs/decisions/092-the-buyers-re-do.md): the headshot
 * it names; whether the order may have a re-do of it, the server decides from the order as it is.
 */
export const RedoSchema = z.object({ image: z.string().uuid() });
