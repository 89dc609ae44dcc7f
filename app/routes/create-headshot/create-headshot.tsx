import { type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { pageMeta } from "~/utils/page";
import formStyles from "~/styles/forms.css";
import uploadStyles from "~/styles/upload.css";
import galleryStyles from "~/styles/gallery.css";
import { Delivered } from "./delivered";
import { InProgress } from "./in-progress";
import type { Answer } from "./order-panel";
import { Paying } from "./paying";
import { loadOrderPage, orderAction } from "./steps.server";
import { Upload } from "./upload";

// Those who come here have bought, or are about to upload: the buy button on phones would only cover the page.
export const handle = { chrome: "without-buy" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: uploadStyles },
  { rel: "stylesheet", href: galleryStyles },
];

// The order's state picks the step whose loader and action answer (./steps.server.ts); with
// JavaScript the photos go to ./photos.ts.
export const loader = (args: LoaderFunctionArgs) => loadOrderPage(args);

export const action = (args: ActionFunctionArgs) => orderAction(args);

/** The address's parts that change only the gallery's download links (./gallery.tsx). */
const linkOnly = ["format", "country"];

/**
 * A new download format changes only links: the order is not read again, so its images keep their
 * signed addresses and are not fetched anew. Everything else revalidates as Remix would.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const rest = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const name of linkOnly) search.delete(name);
    return `${url.pathname}?${search.toString()}`;
  };
  const onlyLinks = currentUrl.search !== nextUrl.search && rest(currentUrl) === rest(nextUrl);
  return (formMethod ?? "GET").toUpperCase() === "GET" && onlyLinks ? false : defaultShouldRevalidate;
};

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta = pageMeta;

/** The order's page, as the step it is at. */
export default function CreateHeadshotPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const { support, styleNames } = data;
  switch (data.step) {
    case "paying":
      return <Paying view={data.view} support={support} answer={answer} />;
    case "upload":
      return <Upload view={data.view} support={support} styleNames={styleNames} answer={answer} />;
    case "in-progress":
      return <InProgress view={data.view} support={support} styleNames={styleNames} answer={answer} />;
    case "delivered":
      return (
        <Delivered
          view={data.view}
          support={support}
          styleNames={styleNames}
          feedback={data.feedback}
          published={data.published}
          cv={data.cv}
          answer={answer}
        />
      );
  }
}
