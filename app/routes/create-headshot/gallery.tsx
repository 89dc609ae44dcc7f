import { Form, Link, useFetcher, useFetchers, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import { Suspense, useMemo, useState } from "react";
import type { Style } from "~/content/business";
import { errorKey, ratings, type Feedback, type GalleryReply } from "~/features/photos/gallery/feedback";
import {
  cvCountries,
  formatQuery,
  frameOf,
  original,
  parseFormat,
  thumbnailSize,
  type DownloadFormat,
  type Frame,
  type Unfit,
} from "~/features/photos/gallery/formats";
import { countries, type CountryCode } from "~/content/countries";
import type createHeadshot from "~/locales/en/create-headshot";
import { useActionAt } from "~/utils/form-anchor";
import { usePageTranslation } from "~/utils/page";
import type { Translator } from "~/utils/translate";
import type { OrderView } from "./order.server";
import { useScripted } from "~/utils/scripted";
import { useRecheck } from "~/utils/recheck";
import { NoscriptRefresh } from "./noscript-refresh";
import { lazyPart } from "~/utils/lazy";
import { WebPicture } from "~/features/photos/gallery/published-picture";
import { isPlainClick } from "~/features/chrome/chrome";

type Order = Extract<OrderView, { state: "order" }>;
type T = Translator<typeof createHeadshot>;
/** A published image's public page as the buyer shares it, and whether search engines may list it. */
export type PublicPage = { url: string; findable: boolean };
/** An image as the gallery shows it: with its number within its style and the label that names it. */
type GalleryImage = Order["headshots"][number] & { values: { n: number; style: string } };

// The large view's code comes when a tile is pointed at or focused, at the latest with the click that opens it.
const viewer = () => import("./viewer");
const Viewer = lazyPart(() => viewer().then((module) => module.Viewer));
const fetchViewer = () => void viewer().catch(() => {});

// While a re-do's headshot is being made, the page looks again this often: by revalidating with JavaScript, by reloading itself without.
const redoSeconds = 5;

/**
 * The buyer's private gallery of a delivered order: the images grouped by style, shown all at once,
 * one style at a time, only the favourites or only those the buyer hid (`?show=`, plain links), a
 * favourite mark, a rating and a hide button each (a hidden image is left out of every other view
 * and of the zips, and cannot be shared), downloads one by one or as a zip in the format chosen (`?format=`), which the tiles show
 * (each headshot that does not give it says why instead of offering it), and a large view. Every part works without
 * JavaScript (plain forms to the page's action, links to the images); with it, the forms answer at
 * once (shown before the server confirms) and the large view opens in a dialog.
 */
export function Gallery({
  order,
  feedback,
  published,
  styleNames,
  cv,
  reply,
}: {
  order: Order;
  feedback: Feedback;
  /** Each published image's public page. */
  published: Record<string, PublicPage>;
  styleNames: Record<Style, string>;
  /** The CV format's countries by name, and the one it starts with. */
  cv: CvChoice;
  reply: GalleryReply | undefined;
}) {
  const { t } = usePageTranslation<"createHeadshot">();
  const live = useLiveFeedback(feedback);
  // The buyer's re-dos (ADR 092): those not made yet are tiles of their style, until their headshot takes their place.
  const redos = order.redos ?? { list: [], limit: 0 };
  const redosLeft = redos.limit - redos.list.length;
  const unmade = useMemo(() => (order.redos?.list ?? []).filter((redo) => redo.state !== "made"), [order.redos]);
  const making = unmade.some((redo) => redo.state === "making");
  useRecheck(making, redoSeconds);
  const [viewing, setViewing] = useState<number | null>(null);
  // In the order the buyer chose the styles; the large view goes through them in the same order.
  const groups = useMemo(() => {
    const chosen = [...new Set([...order.styles, ...order.headshots.map((image) => image.style)])];
    return chosen
      .map((style) => ({
        style,
        images: order.headshots
          .filter((image) => image.style === style)
          .map((image, index): GalleryImage => ({ ...image, values: { n: index + 1, style: styleNames[style] } })),
        redos: unmade.filter((redo) => redo.style === style),
      }))
      .filter((group) => group.images.length > 0 || group.redos.length > 0);
  }, [order.styles, order.headshots, styleNames, unmade]);
  const isHidden = (image: GalleryImage) => live[image.id]?.hidden ?? false;
  const all = groups.flatMap((group) => group.images).filter((image) => !isHidden(image));
  const hiddenCount = order.headshots.length - all.length;
  const favourites = all.filter((image) => live[image.id]?.favourite).length;
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const show = search.get("show");
  const format = parseFormat(search) ?? original;
  const frame = format.kind === "original" ? null : frameOf(format);
  // The zips hold the images that give the format; one whose face was never read is offered (ADR 049).
  const given = all.filter((image) => !unfitFor(image, frame));
  const givenFavourites = given.filter((image) => live[image.id]?.favourite).length;
  // Without JavaScript, the CV photo can be sent without its country: the choice opens again and asks for it.
  const countryMissing = search.get("format") === "cv" && !search.get("country");
  const shownStyle = groups.some((group) => group.style === show) ? show : null;
  const onlyFavourites = show === "favourites";
  // Once the last hidden one is shown again, the view is all of them.
  const onlyHidden = show === "hidden" && hiddenCount > 0;
  const shownGroups = groups
    .filter((group) => shownStyle === null || group.style === shownStyle)
    .map((group) => ({
      ...group,
      images: group.images.filter((image) => isHidden(image) === onlyHidden && (!onlyFavourites || (live[image.id]?.favourite ?? false))),
      // The headshots on their way belong to their style's view and to all, not to the favourites' or the hidden ones'.
      redos: onlyHidden || onlyFavourites ? [] : group.redos,
    }))
    .filter((group) => group.images.length > 0 || group.redos.length > 0);
  // The large view goes through what is shown.
  const images = shownGroups.flatMap((group) => group.images);
  const choices = [
    { show: null, label: t("gallery.show.all", { count: all.length }) },
    ...(groups.length > 1
      ? groups.map((group) => ({
          show: group.style,
          label: t("gallery.show.style", {
            style: styleNames[group.style],
            count: group.images.filter((image) => !isHidden(image)).length,
          }),
        }))
      : []),
    { show: "favourites", label: t("gallery.show.favourites", { count: favourites }) },
    ...(hiddenCount > 0 ? [{ show: "hidden", label: t("gallery.show.hidden", { count: hiddenCount }) }] : []),
  ];
  const current = onlyFavourites ? "favourites" : onlyHidden ? "hidden" : shownStyle;
  const download = (which: string) => `/create-headshot/download/${order.id}/${which}${formatQuery(format)}`;
  const formatName = nameOf(format, cv, t);
  const controls = (image: GalleryImage) => (
    <Controls
      orderId={order.id}
      image={image}
      feedback={live[image.id]}
      page={published[image.id] ?? null}
      hiddenImage={isHidden(image)}
      redos={{ left: redosLeft, limit: redos.limit }}
      reply={reply}
      download={download(image.id)}
      unfit={unfitFor(image, frame)}
      t={t}
    />
  );

  return (
    <section className="upload__section gallery" aria-labelledby="results-heading">
      {/* The delivered order page opens on the headshots: their heading is the page's. */}
      <h1 id="results-heading" className="gallery__title">
        {t("results.heading")}
      </h1>
      <p>{t("results.intro", { count: order.headshots.length, date: order.validUntil })}</p>
      {order.short ? <p className="gallery__short">{t("results.short", order.short)}</p> : null}
      {making ? <NoscriptRefresh seconds={redoSeconds} /> : null}
      {redos.limit > 0 && redosLeft <= 0 ? <p className="gallery__note">{t("gallery.redo.spent", { count: redos.list.length })}</p> : null}
      {/* A form's answer about a headshot this view does not show (turned down, hidden, or never this order's) is said here. */}
      {reply?.error && !images.some((image) => image.id === reply.image) ? (
        <p className="field__error gallery__error" role="alert">
          {t(errorKey(reply.error))}
        </p>
      ) : null}
      <p>{t("gallery.intro")}</p>
      <div className="gallery__downloads">
        <FormatChoice format={format} name={formatName} cv={cv} show={show} countryMissing={countryMissing} t={t} />
        {given.length > 0 ? (
          <a className="button button--primary" href={download("all")} download>
            {t("gallery.downloadAll", { count: given.length })}
          </a>
        ) : null}
        {givenFavourites > 0 ? (
          <a className="button button--secondary" href={download("favourites")} download>
            {t("gallery.downloadFavourites", { count: givenFavourites })}
          </a>
        ) : null}
        <p className="gallery__note">
          {given.length === 0
            ? t("gallery.formats.noneGiven")
            : format.kind === "original"
              ? t("gallery.zipNote")
              : t("gallery.formats.zipNote", { format: formatName })}
          {given.length > 0 && given.length < all.length ? ` ${t("gallery.formats.zipLeftOut")}` : null}
        </p>
        {/* Only where no generation service is configured: small print, so that the headshots keep the first screen. */}
        {order.preview ? <p className="gallery__note">{t("results.preview", { ...order.preview, plan: order.planName })}</p> : null}
      </div>
      <nav className="gallery__show" aria-label={t("gallery.show.label")}>
        <ul className="gallery__choices">
          {choices.map((choice) => (
            <li key={choice.show ?? "all"}>
              <Link
                to={`${pathname}${choice.show ? `?show=${choice.show}` : ""}#results-heading`}
                aria-current={choice.show === current ? "page" : undefined}
                preventScrollReset
              >
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {hiddenCount > 0 && !onlyHidden ? (
        <p className="gallery__note gallery__hidden">
          {t("gallery.hidden", { count: hiddenCount })}{" "}
          <Link to={`${pathname}?show=hidden#results-heading`} preventScrollReset>
            {t("gallery.showHidden")}
          </Link>
        </p>
      ) : null}
      {onlyFavourites && images.length === 0 ? <p>{t("gallery.show.noFavourites")}</p> : null}
      {shownGroups.map((group) => (
        <section key={group.style} className="gallery__group" aria-labelledby={`style-${group.style}`}>
          <h2 id={`style-${group.style}`} className="gallery__style">
            {styleNames[group.style]} <span className="gallery__count">{t("gallery.count", { count: group.images.length })}</span>
          </h2>
          <ul className="gallery__grid">
            {group.images.map((image) => (
              <li key={image.id} id={`image-${image.id}`} className="gallery__item">
                <a
                  id={`open-${image.id}`}
                  className={frame ? "gallery__open gallery__open--framed" : "gallery__open"}
                  href={image.url ?? undefined}
                  aria-label={t("gallery.open", image.values)}
                  onPointerEnter={fetchViewer}
                  onFocus={fetchViewer}
                  onClick={(event) => {
                    // A new tab or a saved link stays the browser's; a plain click opens the large view.
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    setViewing(images.indexOf(image));
                  }}
                >
                  <Tile image={image} frame={frame} />
                  {live[image.id]?.favourite ? (
                    <span className="gallery__badge" aria-hidden="true">
                      ♥
                    </span>
                  ) : null}
                </a>
                {controls(image)}
              </li>
            ))}
            {group.redos.map((redo) => (
              <li key={`redo-${redo.k}`} id={`redo-${redo.k}`} className="gallery__item gallery__item--redo">
                <div className={frame ? "gallery__open gallery__open--framed gallery__pending" : "gallery__open gallery__pending"}>
                  {/* A blank of the tiles' own proportions, so that the headshot takes its place without moving anything. */}
                  <svg viewBox={`0 0 ${tileSize(frame).width} ${tileSize(frame).height}`} {...tileSize(frame)} aria-hidden="true" />
                  <p className="gallery__pending-text" role="status">
                    {t(redo.state === "failed" ? "gallery.redo.failed" : "gallery.redo.making", { style: styleNames[redo.style] })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {/* An image unmarked as a favourite leaves the favourites' view, and the large view with it. */}
      {viewing === null || !images[viewing] ? null : (
        <Suspense fallback={null}>
          <Viewer images={images} index={viewing} onMove={setViewing} onClose={() => setViewing(null)}>
            {controls(images[viewing]!)}
          </Viewer>
        </Suspense>
      )}
    </section>
  );
}

/** Why a headshot does not give `frame`, as the server judged it; null where it does or where no frame is chosen. */
function unfitFor(image: GalleryImage, frame: Frame | null): Unfit | null {
  return (frame && image.unfit[frame.name]) ?? null;
}

/** A tile's picture's size: the square thumbnail's, or the chosen format's preview's. */
const tileSize = (frame: Frame | null) => (frame ? thumbnailSize(frame.width, frame.height) : { width: 256, height: 256 });

/**
 * A tile's picture: the square thumbnail, or with a format chosen its preview in that format, at the
 * format's proportions before it loads, so that nothing moves; a headshot that does not give the
 * format shows its square within the same place, faded (a picture of its own proportions would
 * take the square's once loaded, where an SVG keeps its view's).
 */
function Tile({ image, frame }: { image: GalleryImage; frame: Frame | null }) {
  if (!frame) return image.thumbnail ? <Square thumbnail={image.thumbnail} widths={image.tileWidths} /> : null;
  const size = thumbnailSize(frame.width, frame.height);
  if (unfitFor(image, frame) !== null || !image.preview) {
    return image.thumbnail ? (
      <svg className="gallery__unfit-image" viewBox={`0 0 ${size.width} ${size.height}`} {...size} aria-hidden="true">
        <image href={image.thumbnail} {...size} preserveAspectRatio="xMidYMid meet" />
      </svg>
    ) : null;
  }
  return <img src={`${image.preview}&frame=${frame.name}`} alt="" {...size} loading="lazy" />;
}

/**
 * The tile's width in CSS pixels: the grid's one column, the page's width less about 5.5rem, up to a
 * screen of 40rem; beyond it, columns of 18 to 25rem, 328 CSS pixels on a desktop of 72rem and more.
 * Given as 20rem there, so that a desktop at one device pixel per CSS pixel takes the 320-pixel
 * picture, 2.5 % short of its tile, rather than the 640, and one at two the 640.
 */
const tileSlot = "(max-width: 40rem) calc(100vw - 5.5rem), 20rem";

/**
 * The square tile's picture: WebP or MozJPEG at the width the tile needs on this screen (ADR 097),
 * or the one thumbnail of a headshot stored before there were more.
 */
function Square({ thumbnail, widths }: { thumbnail: string; widths: number[] }) {
  const size = { width: 256, height: 256 };
  if (widths.length === 0) return <img src={thumbnail} alt="" {...size} loading="lazy" />;
  const copy = (width: number, format: "webp" | "jpg") => `${thumbnail}&w=${width}&f=${format}`;
  return <WebPicture widths={widths} copy={copy} src={thumbnail} sizes={tileSlot} alt="" {...size} loading="lazy" />;
}

type CvChoice = { country: CountryCode | null; names: Record<string, string> };

/** A format as the gallery names it: "CV photo for Germany". */
function nameOf(format: DownloadFormat, cv: CvChoice, t: T): string {
  if (format.kind === "cv") return t("gallery.formats.cvFor", { country: cv.names[format.country] ?? format.country });
  return t(`gallery.formats.${format.kind}`);
}

/**
 * The format of every download link, in a disclosure so that the headshots keep the first screen:
 * a plain form that reloads the page with the choice in its address; with JavaScript each change
 * applies at once, without reading the order again (the route's `shouldRevalidate`).
 */
function FormatChoice({
  format,
  name,
  cv,
  show,
  countryMissing,
  t,
}: {
  format: DownloadFormat;
  name: string;
  cv: CvChoice;
  show: string | null;
  countryMissing: boolean;
  t: T;
}) {
  const { pathname } = useLocation();
  const submit = useSubmit();
  const enhanced = useScripted();
  const country = format.kind === "cv" ? format.country : cv.country;
  const sizes = (frame: ReturnType<typeof frameOf>) => ({ pixelWidth: frame.width, pixelHeight: frame.height });
  // Without a country, the CV photo's size is the one of the country the buyer picks.
  const cvHint = country
    ? t("gallery.formats.cvHint", { ...countries[country].sizeMm!, ...sizes(frameOf({ kind: "cv", country })) })
    : t("gallery.formats.cvHintAny");
  const option = (kind: DownloadFormat["kind"], label: string, hint: string) => (
    <label className="gallery__format-option">
      <input type="radio" name="format" value={kind} defaultChecked={format.kind === kind} />
      <span>
        {label}
        <span className="gallery__format-hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <details className="gallery__format" id="formats" open={countryMissing || undefined}>
      <summary>{t("gallery.formats.summary", { format: name })}</summary>
      <Form
        method="get"
        action={`${pathname}#formats`}
        preventScrollReset
        onChange={(event) => {
          const form = event.currentTarget;
          // A country picked means the CV photo.
          if ((event.target as HTMLElement).id === "format-country") (form.elements.namedItem("format") as RadioNodeList).value = "cv";
          const picked = form.elements.namedItem("country") as unknown as HTMLSelectElement;
          // The CV photo waits for its country, which the list then asks for.
          if ((form.elements.namedItem("format") as RadioNodeList).value === "cv" && !picked.value) return picked.focus();
          submit(form, { preventScrollReset: true, replace: true });
        }}
      >
        {show ? <input type="hidden" name="show" value={show} /> : null}
        <fieldset>
          <legend className="visually-hidden">{t("gallery.formats.label")}</legend>
          {option("original", t("gallery.formats.original"), t("gallery.formats.originalHint"))}
          {option("linkedin", t("gallery.formats.linkedin"), t("gallery.formats.linkedinHint", sizes(frameOf({ kind: "linkedin" }))))}
          {option("cv", t("gallery.formats.cv"), cvHint)}
          <div className="gallery__format-country">
            <label htmlFor="format-country">{t("gallery.formats.country")}</label>
            {countryMissing ? (
              <p className="field__error" id="format-country-error" role="alert">
                {t("gallery.formats.countryMissing")}
              </p>
            ) : null}
            <select
              id="format-country"
              name="country"
              defaultValue={country ?? ""}
              aria-describedby={countryMissing ? "format-country-error" : undefined}
            >
              {country ? null : <option value="">{t("gallery.formats.chooseCountry")}</option>}
              {cvCountries.map((code) => (
                <option key={code} value={code}>
                  {cv.names[code]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        {enhanced ? null : (
          <button type="submit" className="button button--secondary">
            {t("gallery.formats.apply")}
          </button>
        )}
      </Form>
    </details>
  );
}

/**
 * The saved feedback with what the buyer just sent on top, while the server has not answered yet:
 * the tile, the large view and the favourites' download agree at once.
 */
function useLiveFeedback(feedback: Feedback): Feedback {
  const fetchers = useFetchers();
  return useMemo(() => {
    const live = { ...feedback };
    for (const { formData } of fetchers) {
      const image = String(formData?.get("image"));
      if (!formData || !live[image]) continue;
      const rating = ratings.find((value) => String(value) === formData.get("rating"));
      if (formData.get("intent") === "favourite") live[image] = { ...live[image], favourite: formData.get("favourite") === "1" };
      else if (formData.get("intent") === "hide") live[image] = { ...live[image], hidden: formData.get("hidden") === "1" };
      else if (formData.get("intent") === "rate" && rating) live[image] = { ...live[image], rating };
    }
    return live;
  }, [feedback, fetchers]);
}

function Controls({
  orderId,
  image,
  feedback,
  page,
  hiddenImage,
  redos,
  reply,
  download,
  unfit,
  t,
}: {
  orderId: string;
  image: GalleryImage;
  feedback: Feedback[string] | undefined;
  page: PublicPage | null;
  /** Hidden by the buyer: shown again by its button, and not shared until then. */
  hiddenImage: boolean;
  /** The order's re-dos left and its limit: "Doesn't look like me" is offered while some are left. */
  redos: { left: number; limit: number };
  reply: GalleryReply | undefined;
  download: string;
  /** Why the image does not give the format chosen: no download, the reason instead. */
  unfit: Unfit | null;
  t: T;
}) {
  // One fetcher per image and form, shared by its tile and the large view.
  const favouriteForm = useFetcher<GalleryReply>({ key: `favourite-${image.id}` });
  const rateForm = useFetcher<GalleryReply>({ key: `rate-${image.id}` });
  const publishForm = useFetcher<GalleryReply>({ key: `publish-${image.id}` });
  const publishing = publishForm.state !== "idle";
  const hideForm = useFetcher<GalleryReply>({ key: `hide-${image.id}` });
  const redoForm = useFetcher<GalleryReply>({ key: `redo-${image.id}` });
  // Without JavaScript the page comes back after each form at this image rather than at its top.
  const action = useActionAt(`image-${image.id}`);
  const favourite = feedback?.favourite ?? false;
  const error =
    [favouriteForm.data, rateForm.data, publishForm.data, hideForm.data, redoForm.data].find((data) => data?.error)?.error ??
    (reply?.image === image.id ? reply.error : undefined);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="order" value={orderId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="image" value={image.id} />
    </>
  );
  return (
    <div className="gallery__controls">
      <favouriteForm.Form method="post" action={action}>
        {hidden("favourite")}
        <input type="hidden" name="favourite" value={favourite ? "0" : "1"} />
        <button type="submit" className="favourite" aria-pressed={favourite} aria-label={t("gallery.favouriteLabel", image.values)}>
          <span aria-hidden="true">{favourite ? "♥" : "♡"}</span> {t("gallery.favourite")}
        </button>
      </favouriteForm.Form>
      <rateForm.Form method="post" action={action} className="gallery__rating">
        {hidden("rate")}
        <fieldset className="rating">
          <legend className="visually-hidden">{t("gallery.rating", image.values)}</legend>
          {ratings.map((stars) => (
            <button
              key={stars}
              type="submit"
              name="rating"
              value={stars}
              className={stars <= (feedback?.rating ?? 0) ? "rating__star rating__star--on" : "rating__star"}
              aria-pressed={feedback?.rating === stars}
              aria-label={t("gallery.star", { stars })}
            >
              ★
            </button>
          ))}
        </fieldset>
      </rateForm.Form>
      {unfit ? (
        <p className="gallery__unfit">{t(`gallery.formats.unfit.${unfit}`)}</p>
      ) : (
        <a href={download} download className="gallery__download" aria-label={t("results.downloadLabel", image.values)}>
          {t("results.download")}
        </a>
      )}
      {/* A disclosure, so that the tile stays small (it works without JavaScript); open where a page is published or was just asked for. */}
      {hiddenImage ? null : (
        <details
          className="gallery__share"
          open={page !== null || (reply?.image === image.id && reply.intent === "publish") ? true : undefined}
        >
          <summary>{t("gallery.publishing.share")}</summary>
          {page ? (
            <publishForm.Form method="post" action={action}>
              {hidden("unpublish")}
              <input type="hidden" name="item" value={page.url.split("/").pop()} />
              <p>
                {t(page.findable ? "gallery.publishing.published.listed" : "gallery.publishing.published.unlisted")}{" "}
                <a href={page.url}>{page.url}</a>
              </p>
              <p className="field__hint">{t("gallery.publishing.published.change")}</p>
              <button type="submit" className="button button--secondary">
                {t("gallery.publishing.unpublish")}
              </button>
            </publishForm.Form>
          ) : (
            <publishForm.Form method="post" action={action}>
              {hidden("publish")}
              <div className="field field--checkbox">
                <input id={`consent-${image.id}`} type="checkbox" name="consent" value="yes" />
                <label htmlFor={`consent-${image.id}`}>{t("gallery.publishing.consent")}</label>
              </div>
              <div className="field field--checkbox">
                <input id={`findable-${image.id}`} type="checkbox" name="findable" value="yes" />
                <label htmlFor={`findable-${image.id}`}>{t("gallery.publishing.findable")}</label>
              </div>
              {/* Publishing makes the public page's copies of the image: seconds, in which the button says so.
                  Written out rather than ui/form-fields' SubmitButton, whose module brings Conform to this page. */}
              <button type="submit" className="button button--secondary" disabled={publishing} aria-disabled={publishing}>
                {publishing ? <span className="spinner" aria-hidden="true" /> : null}
                {t(publishing ? "gallery.publishing.publishing" : "gallery.publishing.publish")}
              </button>
            </publishForm.Form>
          )}
        </details>
      )}
      <hideForm.Form method="post" action={action} className="gallery__hide">
        {hidden("hide")}
        <input type="hidden" name="hidden" value={hiddenImage ? "0" : "1"} />
        <button
          type="submit"
          className="gallery__hide-button"
          aria-label={t(hiddenImage ? "gallery.unhideLabel" : "gallery.hideLabel", image.values)}
        >
          {t(hiddenImage ? "gallery.unhide" : "gallery.hide")}
        </button>
      </hideForm.Form>
      {/* A second step, folded like sharing: the headshot goes for good once the new one is asked for. */}
      {hiddenImage || redos.left <= 0 ? null : (
        <details className="gallery__redo" open={reply?.image === image.id && reply.intent === "redo" ? true : undefined}>
          <summary aria-label={t("gallery.redo.label", image.values)}>{t("gallery.redo.summary")}</summary>
          <redoForm.Form method="post" action={action}>
            {hidden("redo")}
            <p>{t("gallery.redo.explain", redos)}</p>
            <button type="submit" className="button button--secondary">
              {t("gallery.redo.confirm")}
            </button>
          </redoForm.Form>
        </details>
      )}
      {error ? (
        <p className="field__error gallery__error" role="alert">
          {t(errorKey(error))}
        </p>
      ) : null}
    </div>
  );
}
