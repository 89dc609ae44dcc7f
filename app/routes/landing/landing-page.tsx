import { CardGrid, ClosingCall, ContentSection, Highlights, StepList, type Card } from "~/components/content-blocks";
import { CallToAction, PageHeading } from "~/components/page-heading";

type LandingCopy = {
  heading: string;
  intro: string;
  highlights: readonly string[];
  cta: string;
  /** What this page's audience needs to know before anything else: its own topic. */
  focus: { heading: string; blocks: readonly string[] };
  benefits: { heading: string; cards: Record<string, Card> };
  steps: { heading: string; items: readonly string[] };
  plans: { heading: string; blocks: readonly string[] };
  faq: { heading: string; blocks: readonly string[] };
  closing: { heading: string; text: string };
};

/**
 * The search landing pages (/cv-photo, /resume, /resume-headshot): one shape, each with its own
 * audience's copy, leading to the pricing page at the top and again at the end.
 */
export function LandingPage({ copy }: { copy: LandingCopy }) {
  return (
    <>
      <PageHeading heading={copy.heading} text={copy.intro}>
        <CallToAction to="/pricing">{copy.cta}</CallToAction>
        <Highlights items={copy.highlights} />
      </PageHeading>
      <div className="container landing">
        <ContentSection id="focus" heading={copy.focus.heading} blocks={copy.focus.blocks} />
        <ContentSection id="benefits" heading={copy.benefits.heading}>
          <CardGrid cards={copy.benefits.cards} />
        </ContentSection>
        <ContentSection id="how-it-works" heading={copy.steps.heading}>
          <StepList steps={copy.steps.items} />
        </ContentSection>
        <ContentSection id="plans" heading={copy.plans.heading} blocks={copy.plans.blocks} />
        <ContentSection id="faq" heading={copy.faq.heading} blocks={copy.faq.blocks} />
      </div>
      <ClosingCall heading={copy.closing.heading} text={copy.closing.text} cta={copy.cta} />
    </>
  );
}
