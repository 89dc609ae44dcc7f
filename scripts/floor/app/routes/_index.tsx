import type { MetaFunction } from "@remix-run/cloudflare";

/**
 * The bench's target size for this page's HTML: the size of the site's `/` in the same run, set
 * when the bench bundles the floor (esbuild's `define`).
 */
declare const FLOOR_HTML_BYTES: number;

// What the document costs without any section, and what each section adds, in bytes of HTML; the
// bench checks that the page comes out at the size it asked for.
const shellBytes = 2_831;
const sectionBytes = 1_090;
const sections = Array.from({ length: Math.max(0, Math.round((FLOOR_HTML_BYTES - shellBytes) / sectionBytes)) }, (_, i) => i + 1);

export const meta: MetaFunction = () => [
  { title: "A static page | Floor" },
  { name: "description", content: "One static route of Remix v2, rendered as the site's pages are, without loaders." },
];

export default function Index() {
  return (
    <main>
      <h1>A static page</h1>
      {sections.map((n) => (
        <section key={n} id={`section-${n}`}>
          <h2>Section {n}</h2>
          <p>
            A paragraph of ordinary copy, as a landing page has many of: a few sentences about what is offered, to whom, and why it matters.
            It is long enough to read as prose and short enough to be one block of a page, with a clause or two more so that the markup
            carries about as many bytes of text per element as the site&apos;s home page does.
          </p>
          <p>
            A second paragraph says what happens next: a choice, a form, a price or a question answered. Pages of this kind are read from
            top to bottom by a visitor who has just arrived, and by search engines, so every section stands on its own and is rendered on
            the server in full, without a line of script.
          </p>
          <p>
            A third paragraph closes the section with the details that a careful reader wants before deciding: what it costs, how long it
            takes, what is kept and for how long, and whom to ask. None of it changes from one request to the next here.
          </p>
          <ul>
            <li>
              <a href={`/first-${n}`}>A first link</a>
            </li>
            <li>
              <a href={`/second-${n}`}>A second link</a>
            </li>
            <li>
              <a href={`/third-${n}`}>A third link</a>
            </li>
          </ul>
        </section>
      ))}
    </main>
  );
}
