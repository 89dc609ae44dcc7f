import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentSection } from "~/components/content-blocks";
import { ContactDetails, PostalAddress } from "./legal-document";
import { PageHeading } from "~/components/page-heading";
import contentStyles from "~/styles/content.css";
import { usePageCopy } from "~/content/content-page";
import { loadLegalPage } from "./company.server";
import { pageMeta, keyedPage } from "~/utils/page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = (args: LoaderFunctionArgs) =>
  loadLegalPage(args, "imprint", ({ representative, vatId = "" }) => ({ representative, vatId }));

export const meta = pageMeta;
export const handle = keyedPage;

/**
 * The legal notice German law asks of a commercial website (§ 5 DDG, § 18(2) MStV), with the
 * provider's details from the configuration; register and VAT id show only where configured.
 */
export default function ImprintPage() {
  const copy = usePageCopy<"imprint">();
  const { company } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading heading={copy.heading} text={copy.intro} />
      <div className="container document">
        <ContentSection id="provider" heading={copy.provider}>
          <PostalAddress name={company.name} company={company} />
          <p>{copy.representedBy}</p>
        </ContentSection>
        <ContentSection id="contact" heading={copy.contact}>
          <ContactDetails company={company} labels={copy} />
        </ContentSection>
        {company.register ? (
          <ContentSection id="register" heading={copy.register}>
            <p>{company.register}</p>
          </ContentSection>
        ) : null}
        {company.vatId ? (
          <ContentSection id="vat" heading={copy.vat}>
            <p>{copy.vatText}</p>
          </ContentSection>
        ) : null}
        <ContentSection id="responsible" heading={copy.responsible}>
          <PostalAddress name={company.representative} company={company} />
        </ContentSection>
        <ContentSection id="disputes" heading={copy.disputes} blocks={[copy.disputesText]} />
      </div>
    </>
  );
}
