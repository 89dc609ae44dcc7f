/**
 * The parts long pages (legal texts, landing pages) are built from. Their copy lives in the locale
 * modules as lists of blocks, so translators write sentences rather than markup:
 *  - a plain string is a paragraph; one starting with "- " is a list item (neighbouring items form
 *    one list); one starting with "### " is a subheading;
 *  - inside a block, `[words](/path)` links to a page of the site, `[words](?query)` to the same
 *    page with that query, and an e-mail address becomes a mailto link. Paths are written out in
 *    the locale's own language (`/es/pricing`): an article's path differs per language, so it
 *    could not be derived from the English one.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CallToAction } from "./page-heading";

const inline = /\[([^\]]+)\]\(([/?][^)\s]*)\)|([^\s@()[\]<>]+@[^\s@()[\]<>]+\.[a-z]{2,})/gi;

/**
 * A block's text with its links. Most blocks have none, and the pattern would still try both of its
 * alternatives at every character (the privacy policy's text is 20,000 of them, rendered on every
 * first visit): a block without a `[` or an `@` is its own text.
 */
function inlined(text: string): ReactNode {
  if (!text.includes("[") && !text.includes("@")) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inline)) {
    const [whole, words, target, email] = match;
    parts.push(text.slice(last, match.index));
    last = match.index + whole.length;
    const key = match.index;
    if (email) {
      parts.push(
        <a key={key} href={`mailto:${email}`}>
          {email}
        </a>,
      );
    } else if (target!.startsWith("?")) {
      // Opens something on this very page (the cookie settings): no new page, so no jump to the top.
      parts.push(
        <Link key={key} to={target!} rel="nofollow" preventScrollReset>
          {words}
        </Link>,
      );
    } else {
      parts.push(
        <Link key={key} to={target!}>
          {words}
        </Link>,
      );
    }
  }
  parts.push(text.slice(last));
  return parts;
}

export function TextBlocks({ blocks }: { blocks: readonly string[] }) {
  const out: ReactNode[] = [];
  let items: string[] = [];
  const endList = () => {
    if (!items.length) return;
    out.push(
      <ul key={`list-${out.length}`}>
        {items.map((item, index) => (
          <li key={index}>{inlined(item)}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  blocks.forEach((block, index) => {
    if (block.startsWith("- ")) {
      items.push(block.slice(2));
      return;
    }
    endList();
    out.push(block.startsWith("### ") ? <h3 key={index}>{block.slice(4)}</h3> : <p key={index}>{inlined(block)}</p>);
  });
  endList();
  return <>{out}</>;
}

/** A titled part of a page; `id` is its anchor and names its heading for assistive technology. */
export function ContentSection({
  id,
  heading,
  blocks,
  children,
}: {
  id: string;
  heading: string;
  blocks?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section id={id} className="content-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {blocks ? <TextBlocks blocks={blocks} /> : null}
      {children}
    </section>
  );
}

export type Card = { title: string; text: string };

/** Short points side by side (benefits, audiences), each with its own small heading. */
export function CardGrid({ cards }: { cards: Record<string, Card> }) {
  return (
    <ul className="card-grid">
      {Object.entries(cards).map(([key, { title, text }]) => (
        <li key={key} className="card">
          <h3 className="card__title">{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** What happens in which order. */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="step-list">
      {steps.map((step, index) => (
        <li key={index}>{inlined(step)}</li>
      ))}
    </ol>
  );
}

/** The few facts that settle a decision, right under a page's opening. */
export function Highlights({ items }: { items: readonly string[] }) {
  return (
    <ul className="highlights">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A page's last word: one more call to action, after the visitor has read everything above it. */
export function ClosingCall({ heading, text, cta }: { heading: string; text: string; cta: string }) {
  return (
    <section className="container closing-call" aria-labelledby="closing-call-heading">
      <h2 id="closing-call-heading">{heading}</h2>
      <p>{text}</p>
      <CallToAction to="/pricing">{cta}</CallToAction>
    </section>
  );
}
