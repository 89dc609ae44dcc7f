/**
 * An order in any state of its life, written straight into D1 and R2, for tests that examine what
 * comes after the purchase, the upload or the job (docs/decisions/067-seeded-orders.md): the row as
 * the payment webhook writes it (or the webhook's own, `bought`), then the app's own steps, each
 * through its own code where it has one: the selfies kept as the upload keeps them (the real
 * photographs of the fixtures or the files a test gives, without their metadata, under `photoKey`), the choices (`saveChoices`), every change of state through the
 * lifecycle's table (`changeStatus`), the images as the local generator makes and stores them
 * (`makeHeadshot`, `storeHeadshot`), publishing (`publishHeadshot`) and the deletion (`deleteOrder`).
 * Only the purchase itself, the faces' reading and the job's engine are left out: the first is
 * the webhook's, tested in its own files, and the others take most of a real order's time.
 *
 * The stores are a Worker's under test (Miniflare's proxies) or those a running server keeps on
 * disk (`openStores` of scripts/lib/worker.mjs); each seeded order is new, with ids of its own.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { planById, type Plan, type PlanId, type Style } from "~/content/business";
import { saveChoices } from "~/features/orders/collecting.server";
import type { DeletionReason } from "~/features/orders/erasure.server";
import { changeStatus } from "~/features/orders/lifecycle.server";
import { linkExpiry, orderLinkToken } from "~/features/orders/order-links.server";
import { findOrder } from "~/features/orders/orders.server";
import type { Subject } from "~/features/orders/states";
import { countDownloads } from "~/features/photos/gallery/feedback.server";
import { publishHeadshot } from "~/features/photos/gallery/gallery.server";
import { contentTypes, decodable, sniffFormat, stripMetadata } from "~/features/photos/imaging/image-file";
import { imagesPerStyle, localSide, storeHeadshot } from "~/features/photos/jobs/headshots.server";
import type { Refusal } from "~/features/photos/jobs/likeness.server";
import { headshotSources, makeHeadshot, type LocalHeadshot } from "~/features/photos/jobs/local-generator.server";
import type { FacePosition } from "~/features/photos/gallery/formats";
import { deleteOrder } from "~/features/photos/retention/deletion.server";
import { photoKey, type Verdict } from "~/features/photos/upload/photos.server";
import type { Language } from "~/utils/i18n";
import { photoDir } from "./photos";

/** The stores an order lives in. */
export type SeedStores = { db: D1Database; photos: R2Bucket };

/**
 * Where the seeded order stands: paid and waiting for its selfies; its selfies in and its choices
 * made (photos_ready); its job queued, training or generating (with `made` of its images); delivered;
 * delivered with `published` of its images on public pages; or ended early: failed (during the job),
 * refunded (after `refundedFrom`) or deleted (after `deletedFrom`, by `reason`).
 */
export type SeedState =
  "paid" | "photos_ready" | "queued" | "training" | "generating" | "delivered" | "published" | "failed" | "refunded" | "deleted";

export type SeedOptions = {
  state: SeedState;
  /**
   * The id of an order that the payment webhook wrote and that still waits for its selfies: it is
   * carried on from there, with the plan, payment and e-mails that the webhook gave it, instead of
   * a new one being written (then `plan`, `language`, `email` and `paidAt` are the webhook's).
   */
  bought?: string;
  plan?: PlanId;
  language?: Language;
  email?: string;
  /** The secret the server signs order links with (its ORDER_LINK_SECRET). */
  secret: string;
  /**
   * The photographs kept as the order's selfies, in the order they came; the five of one man unless
   * given. Given to a paid order, they are its selfies so far (too few, or someone else's among them).
   */
  selfies?: readonly SeedSelfie[];
  /** Whether the subject and styles are chosen with the selfies; false leaves both to the buyer. */
  chosen?: boolean;
  subject?: Subject;
  /** The styles chosen; the plan's first allowance of the site's styles, Corporate first, unless given. */
  styles?: readonly Style[];
  /** While generating: how many images are made so far. */
  made?: number;
  /**
   * Once generated: images the check refused, by reason, beside the plan's (ADR 081): stored after
   * the first style's images, under the numbers its replacements would have taken.
   */
  refused?: readonly Refusal[];
  /** Made at Astria rather than by the local generator: the order's tune there. */
  tune?: string;
  /** Once published: how many of the first images have public pages, and whether search engines may list them. */
  published?: { count: number; findable: boolean };
  paidAt?: Date;
  /** Once delivered: how many times the buyer downloaded its first image (a refund then needs the operator, ADR 091). */
  downloads?: number;
  refundedFrom?: Exclude<SeedState, "refunded" | "deleted" | "published">;
  deletedFrom?: Exclude<SeedState, "deleted">;
  reason?: DeletionReason;
};

export type SeededOrder = {
  id: string;
  /** The signed token of the order's private link, as its e-mail carries it (`?order=`). */
  token: string;
  /** The cookie in which the order page keeps that token, opening the order to this browser. */
  cookie: { name: string; value: string };
  /** The ids of its public pages (`/gallery/:id`), once published. */
  galleryIds: string[];
};

/** The five photographs of one man that an order's selfies are unless a test says otherwise (ADR 036). */
export const oneManSelfies = [
  "man-formal-portrait.jpg",
  "same-man-speech.jpg",
  "same-man-press-room.jpg",
  "same-man-standing.jpg",
  "same-man-official-1080p.jpg",
] as const;

// The cookie app/features/orders/access.server.ts keeps an order's link in.
const orderCookie = "order_access";

const defaultStyles: readonly Style[] = ["corporate", "academic", "casual", "creative", "greenery", "realEstate", "warm"];

/**
 * A selfie: a photograph of the fixtures by its file's name, or a file as a test would upload it
 * (a photograph of the fixtures where `bytes` is left out), with the server's verdict on it.
 */
export type SeedSelfie = string | { name: string; bytes?: Uint8Array; verdict?: Verdict };

type KeptPhoto = { name: string; bytes: Uint8Array; format: keyof typeof contentTypes; width: number; height: number; sha256: string };

/** A photograph as the upload keeps it: stripped and measured. */
async function keep(name: string, original: Uint8Array): Promise<KeptPhoto> {
  const format = sniffFormat(original);
  const size = format && decodable(original, format);
  if (!format || !size || typeof size === "string") throw new Error(`${name} is not a photo the upload would keep`);
  const bytes = stripMetadata(original, format);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return { name, bytes, format, ...size, sha256: Buffer.from(digest).toString("hex") };
}

/** Each photograph of the fixtures as the upload keeps it, read once per process. */
const fixtures = new Map<string, Promise<KeptPhoto>>();
function keptPhoto(selfie: SeedSelfie): Promise<KeptPhoto> {
  if (typeof selfie !== "string" && selfie.bytes) return keep(selfie.name, selfie.bytes);
  const name = typeof selfie === "string" ? selfie : selfie.name;
  let photo = fixtures.get(name);
  if (!photo) fixtures.set(name, (photo = keep(name, new Uint8Array(readFileSync(path.join(photoDir, name))))));
  return photo;
}

/** The site's own files as the Worker's ASSETS binding serves them (a published headshot's preview carries the mark). */
const siteFiles = {
  fetch: async (url: string) => {
    const file = path.join(import.meta.dirname, "../../public", new URL(url).pathname);
    return existsSync(file) ? new Response(readFileSync(file)) : new Response("Not found", { status: 404 });
  },
};

/**
 * Where the face of each photograph of the fixtures is, as the job reads it before it frames a
 * headshot around it (`locateFace`, which runs only in workerd): read once by the same face library
 * in Chromium (tests/e2e/faces.ts), the chin 1 / 0.64 of the eyes' distance to the mouth below them.
 * A file a test gives has none, as a photo without a face found.
 */
export const fixtureFaces = JSON.parse(readFileSync(path.join(photoDir, "faces.json"), "utf8")) as Record<string, FacePosition>;

type FramedPhoto = KeptPhoto & { face: FacePosition | null };

/** The local generator's images depend only on the selfie, the style, the side and the number: made once per process. */
const made = new Map<string, LocalHeadshot>();
function headshotOf(selfie: FramedPhoto, style: Style, side: number, n: number): LocalHeadshot {
  const key = `${selfie.sha256} ${style} ${side} ${n}`;
  let image = made.get(key);
  if (!image) made.set(key, (image = makeHeadshot(selfie.bytes, selfie.face, style, side, n, "PREVIEW")));
  return image;
}

/** Writes a new order in `options.state` into `stores`, or carries the `bought` one there. */
export async function seedOrder(stores: SeedStores, options: SeedOptions): Promise<SeededOrder> {
  const { state, secret } = options;
  const env = { DB: stores.db, PHOTOS: stores.photos, ASSETS: siteFiles } as Env;
  const bought = options.bought === undefined ? null : await findOrder(env, options.bought);
  if (bought && bought.status !== "paid") throw new Error(`the bought order ${bought.id} is ${bought.status}, not paid`);
  if (options.bought !== undefined && !bought) throw new Error(`no order ${options.bought} was bought`);
  const plan = planById(bought?.plan ?? options.plan ?? "BASIC")!;
  const paidAt = bought?.paidAt ?? (options.paidAt ?? new Date()).toISOString();
  const id = bought?.id ?? crypto.randomUUID();
  if (!bought) await insertPaid(stores.db, id, plan, paidAt, options);

  const steps = lifePath(options);
  const reached = (step: SeedState) => steps.includes(step);
  const move = async (to: Parameters<typeof changeStatus>[1], set?: Parameters<typeof changeStatus>[3]) => {
    if (!(await changeStatus(stores.db, to, { id }, set))) throw new Error(`the seeded order ${id} could not become ${to}`);
  };

  const selfies = options.selfies ?? oneManSelfies;
  if (reached("photos_ready") || options.selfies) {
    // A millisecond apart, as photos sent one after the other: the page and the job take them in this order.
    const first = Date.now();
    for (const [index, selfie] of selfies.entries()) {
      const photo = await keptPhoto(selfie);
      const photoId = crypto.randomUUID();
      const key = photoKey(id, photoId, photo.format);
      await stores.photos.put(key, photo.bytes, { httpMetadata: { contentType: contentTypes[photo.format] } });
      await stores.db
        .prepare(
          "INSERT INTO order_photos (id, order_id, r2_key, format, width, height, bytes, sha256, original_name, verdict, created_at) " +
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          photoId,
          id,
          key,
          photo.format,
          photo.width,
          photo.height,
          photo.bytes.length,
          photo.sha256,
          photo.name,
          (typeof selfie === "string" ? undefined : selfie.verdict) ?? "accepted",
          new Date(first + index).toISOString(),
        )
        .run();
    }
    const styles = options.styles ?? defaultStyles.slice(0, plan.styles);
    if (options.chosen !== false) await saveChoices(env, id, { subject: options.subject ?? "man", styles: [...styles] });
    if (reached("photos_ready")) await move("photos_ready");
  }
  for (const step of ["queued", "training", "generating"] as const) if (reached(step)) await move(step);
  if (reached("generating")) {
    const order = (await findOrder(env, id))!;
    const side = localSide(plan.id);
    const all = imagesPerStyle(plan.photos, order.styles).flatMap(({ style, count }) =>
      Array.from({ length: count }, (_, n) => ({ style, n })),
    );
    const count = reached("delivered") ? all.length : Math.min(options.made ?? 0, all.length);
    const framed = await Promise.all(
      selfies.map(async (selfie) => {
        const kept = await keptPhoto(selfie);
        return { ...kept, face: typeof selfie === "string" || !selfie.bytes ? (fixtureFaces[kept.name] ?? null) : null };
      }),
    );
    const sources = headshotSources(framed);
    for (const { style, n } of all.slice(0, count)) {
      const headshot = headshotOf(sources[n % sources.length]!, style, side, n);
      // A face the generator did not place is read by the first crop: the seeding reads no faces.
      await storeHeadshot(env, id, style, n, headshot.bytes, { face: headshot.face });
    }
    const first = all.filter((image) => image.style === order.styles[0]);
    for (const [index, refused] of (options.refused ?? []).entries()) {
      const n = first.length + index;
      const headshot = headshotOf(sources[n % sources.length]!, order.styles[0]!, side, n);
      await storeHeadshot(env, id, order.styles[0]!, n, headshot.bytes, async () => ({ refused, likeness: null, face: null }));
    }
    if (options.tune) await stores.db.prepare("UPDATE orders SET provider_tune = ? WHERE id = ?").bind(options.tune, id).run();
  }
  if (reached("delivered")) await move("delivered");
  if (reached("delivered") && options.downloads) {
    const first = await stores.db
      .prepare("SELECT id FROM order_headshots WHERE order_id = ? ORDER BY style, n LIMIT 1")
      .bind(id)
      .first<string>("id");
    for (let time = 0; time < options.downloads; time += 1) await countDownloads(env, id, [first!]);
  }
  if (reached("failed")) await move("failed", { set: { sql: "failure = ?", values: ["The job stopped (seeded)"] } });

  const galleryIds: string[] = [];
  if (reached("published")) {
    const { results } = await stores.db
      .prepare("SELECT id FROM order_headshots WHERE order_id = ? ORDER BY style, n LIMIT ?")
      .bind(id, options.published?.count ?? 1)
      .all<{ id: string }>();
    for (const headshot of results) galleryIds.push((await publishHeadshot(env, id, headshot.id, options.published?.findable ?? false))!);
  }
  if (state === "refunded") {
    await move("refunded", { set: { sql: "refunded_total = total, refunded_at = ?", values: [new Date().toISOString()] } });
  }
  if (state === "deleted") await deleteOrder(env, id, options.reason ?? "buyer");

  const token = await orderLinkToken(secret, id, linkExpiry(paidAt));
  return { id, token, cookie: { name: orderCookie, value: token }, galleryIds };
}

/** The order's row as the payment webhook writes it for a test-mode purchase at the local checkout. */
async function insertPaid(db: D1Database, id: string, plan: Plan, paidAt: string, options: SeedOptions) {
  const providerOrderId = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  await db
    .prepare(
      "INSERT INTO orders (id, provider_order_id, provider_identifier, plan, variant_id, email, language, currency, total, status, test_mode, paid_at) " +
        "VALUES (?, ?, ?, ?, ?, ?, ?, 'USD', ?, 'paid', 1, ?)",
    )
    .bind(
      id,
      providerOrderId,
      crypto.randomUUID(),
      plan.id,
      `local-${plan.id.toLowerCase()}`,
      options.email ?? `buyer.${id.slice(0, 8)}@example.com`,
      options.language ?? "en",
      plan.price * 100,
      paidAt,
    )
    .run();
}

/** The states the order passes through to `options.state`, in order, as the lifecycle's table allows them. */
function lifePath(options: SeedOptions): SeedState[] {
  const ahead: SeedState[] = ["paid", "photos_ready", "queued", "training", "generating", "delivered", "published"];
  const upTo = (state: SeedState) => ahead.slice(0, ahead.indexOf(state) + 1);
  switch (options.state) {
    case "failed":
      return [...upTo("generating"), "failed"];
    case "refunded":
      return [
        ...(options.refundedFrom === "failed" ? lifePath({ ...options, state: "failed" }) : upTo(options.refundedFrom ?? "paid")),
        "refunded",
      ];
    case "deleted":
      return [...lifePath({ ...options, state: options.deletedFrom ?? "photos_ready" }), "deleted"];
    default:
      return upTo(options.state);
  }
}
