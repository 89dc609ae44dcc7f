import type { Style } from "~/content/business";

/** The private gallery's forms (app/routes/create-headshot/delivered.server.ts) and their answers. */
export const galleryIntents = ["favourite", "rate", "hide", "publish", "unpublish", "redo"] as const;
export type GalleryIntent = (typeof galleryIntents)[number];

export const ratings = [1, 2, 3, 4, 5] as const;

/**
 * Why a form of the gallery changed nothing: the order's link (`upload.errors.*`, which say it for
 * every form of the page), or the gallery's own (`gallery.errors.*`).
 */
export type GalleryError =
  | "invalid"
  | "expired"
  | "foreign"
  | "missing"
  | "notDelivered"
  | "rating"
  | "consent"
  | "hidden"
  | "redone"
  | "redoHidden"
  | "redoLimit"
  | "redoClosed"
  | "unpublished";

export type GalleryReply = { intent: GalleryIntent; image: string; error?: GalleryError; done?: boolean };

export const isGalleryReply = (reply: { intent: string } | undefined): reply is GalleryReply =>
  galleryIntents.some((intent) => intent === reply?.intent);

// The link's problems are the page's, said once for all its forms; the rest are the gallery's own.
export const errorKey = (error: GalleryError) =>
  error === "invalid" || error === "expired" || error === "foreign"
    ? (`upload.errors.${error}` as const)
    : (`gallery.errors.${error}` as const);

/** What a buyer said about each image of a delivered order, and whether the buyer hid it (migration 0019). */
export type Feedback = Record<string, { favourite: boolean; rating: number | null; hidden: boolean }>;

// Here, not beside the re-do's job (../jobs/redo.server.ts), so that the page's view of an order
// does not import the generation pipeline for a type.
export type RedoState = "making" | "made" | "failed";
/** A re-do as the gallery shows it: its style, and whether its replacement is on its way, made or could not be made. */
export type Redo = { k: number; style: Style; state: RedoState };
