import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Tabs } from '~/components/ui/tabs';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { LegalDocument } from '~/content/types/shapes';

/** Props of {@link LegalTabs}. */
export interface LegalTabsProps {
  label: string;
  documents: readonly LegalDocument[];
}

/** The query parameter that opens a tab (the footer links to /policy?tab=terms). */
export const LEGAL_TAB_PARAM = 'tab';

/**
 * /policy tabs (spec §2, §4 legal tab: privacy or terms), Privacy Policy first and default.
 * `?tab=terms` opens the Terms tab. The page is prerendered without a query, so the URL is
 * read after hydration (an effect), never during the first render: no hydration mismatch.
 * Choosing a tab writes it back to the URL (replace), so the address can be shared. A link to
 * a section (`#terms-3`, each section heading's id) opens that section's tab.
 */
export function LegalTabs({ label, documents }: LegalTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = documents[0]?.id ?? 'privacy';
  const [tab, setTab] = useState<string>(fallback);
  const { hash } = useLocation();
  // Site search links a match to its section (`#terms-3`): open that section's tab.
  const hashTarget = decodeURIComponent(hash.slice(1));
  const hashDocument = documents.find((d) => hashTarget.startsWith(`${d.id}-`))?.id;
  const requested = searchParams.get(LEGAL_TAB_PARAM) ?? hashDocument ?? null;

  useEffect(() => {
    setTab(documents.some((d) => d.id === requested) ? (requested as string) : fallback);
  }, [requested, documents, fallback]);
  useEffect(() => {
    // The section was hidden in its tab when the browser looked for it: scroll once it shows.
    if (hashDocument && hashDocument === tab)
      document.getElementById(hashTarget)?.scrollIntoView({ block: 'start' });
  }, [hashDocument, hashTarget, tab]);

  return (
    <Section as="div" width="prose-inset" space="none" className="py-12">
      <Tabs
        label={label}
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setSearchParams(
            (prev) => {
              const params = new URLSearchParams(prev);
              if (next === fallback) params.delete(LEGAL_TAB_PARAM);
              else params.set(LEGAL_TAB_PARAM, next);
              return params;
            },
            { replace: true, preventScrollReset: true },
          );
        }}
        tabs={documents.map((doc) => ({
          id: doc.id,
          label: doc.label,
          content: <LegalText document={doc} />,
        }))}
      />
    </Section>
  );
}

/** One legal document's text: title, effective date, intro and numbered sections. */
function LegalText({ document: doc }: { document: LegalDocument }) {
  return (
    <article className="space-y-6 leading-relaxed">
      <header>
        <SectionHeading title={doc.title} size="section" align="start" />
        <p className="mt-2 text-muted">
          {doc.effectiveLabel}{' '}
          <time dateTime={doc.effectiveDate.iso}>{doc.effectiveDate.text}</time>
        </p>
      </header>
      <p>{doc.intro}</p>
      {doc.sections.map((section, i) => (
        <section key={section.heading} className="space-y-3">
          <h3 id={`${doc.id}-${i + 1}`} className="text-xl font-semibold">
            {i + 1}. {section.heading}
          </h3>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.list ? (
            <ul className="list-disc space-y-2 ps-6">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
