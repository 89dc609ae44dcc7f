import { Fragment, type ReactNode } from "react";
import type { Company } from "./company.server";
import { ContentSection } from "~/components/content-blocks";
import { PageHeading } from "~/components/page-heading";

type Section = { heading: string; blocks: readonly string[] };

type LegalCopy = { heading: string; intro: string; contents: string; sections: Record<string, Section> };

/**
 * A legal text: heading, a table of contents (these pages are long, and visitors come looking for
 * one part), then the sections in the order of the locale module. `extras` adds content that is not
 * copy, such as the company's address, to the end of a section.
 */
export function LegalDocument({ copy, extras = {} }: { copy: LegalCopy; extras?: Partial<Record<string, ReactNode>> }) {
  const sections = Object.entries(copy.sections);
  return (
    <>
      <PageHeading heading={copy.heading} text={copy.intro} />
      <div className="container document">
        <nav className="document__contents" aria-labelledby="contents-heading">
          <h2 id="contents-heading">{copy.contents}</h2>
          <ol>
            {sections.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map(([id, section]) => (
          <ContentSection key={id} id={id} heading={section.heading} blocks={section.blocks}>
            {extras[id]}
          </ContentSection>
        ))}
      </div>
    </>
  );
}

/** A postal address: `name`, then the company's address lines and its country. */
export function PostalAddress({ name, company }: { name: string; company: Company }) {
  const lines = [name, ...company.addressLines, company.country];
  return (
    <p className="postal-address">
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** E-mail address and, where one is configured, phone number, each a link that starts a message or a call. */
export function ContactDetails({ company, labels }: { company: Company; labels: { email: string; phone: string } }) {
  return (
    <dl className="contact-details">
      <div>
        <dt>{labels.email}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
      {company.phone ? (
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}>{company.phone}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
