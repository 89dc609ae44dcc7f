import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ClosingCall, ContentSection, Highlights } from "~/components/content-blocks";
import { CallToAction, PageHeading } from "~/components/page-heading";
import contentStyles from "~/styles/content.css";
import { usePageCopy } from "~/content/content-page";
import { loadPage } from "~/utils/page.server";
import { pageMeta, keyedPage } from "~/utils/page";

// Paid-traffic landing pages: only the logo and the banner line around the page.
export const handle = { ...keyedPage, chrome: "reduced" };

const variants = ["original", "direct-response", "emotional-story"] as const;
type Variant = (typeof variants)[number];

/** The variant from the path, else from `?variant=`, else the original. */
function variantOf(url: URL): Variant {
  const named = url.pathname.split("/").pop() ?? "";
  const fromPath = variants.find((variant) => variant === named);
  const fromQuery = variants.find((variant) => variant === url.searchParams.get("variant"));
  return fromPath ?? fromQuery ?? "original";
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  return { ...(await loadPage(args, "adLanding")), variant: variantOf(new URL(args.request.url)) };
}

export const meta = pageMeta;

const copyKey = { original: "original", "direct-response": "directResponse", "emotional-story": "emotionalStory" } as const;

/**
 * One message per variant, with nothing to wander off to: the hero with its call to action, a few
 * short sections that answer the doubts this variant's audience has, and the call to action again.
 */
export default function AdLandingPage() {
  const { variant } = useLoaderData<typeof loader>();
  const copy = usePageCopy<"adLanding">();
  const key = copyKey[variant];
  const body = copy[key];
  // The original variant's opening is the page's own heading and intro, as every page has one.
  const opening = key === "original" ? copy : copy[key];
  return (
    <>
      <PageHeading heading={opening.heading} text={opening.intro}>
        <CallToAction to="/pricing">{copy.cta}</CallToAction>
        <Highlights items={body.points} />
      </PageHeading>
      <div className="container landing">
        {Object.entries(body.sections).map(([id, section]) => (
          <ContentSection key={id} id={id} heading={section.heading} blocks={section.blocks} />
        ))}
      </div>
      <ClosingCall heading={body.closing.heading} text={body.closing.text} cta={copy.cta} />
    </>
  );
}
