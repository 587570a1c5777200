import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** One accordion entry. `id` is stable and unique within the page (it is the element's id). */
export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Heading level of each entry's title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Open entry (controlled); null when all are closed. */
  value?: string | null;
  onValueChange?: (value: string | null) => void;
  className?: string;
}

/**
 * An accordion on native `<details name>` (DESIGN §8 "Without JavaScript"): every answer is in the
 * prerendered HTML, opens without JavaScript, and the browser's find-in-page opens the entry that
 * holds a match. Entries sharing a `name` are exclusive in the browser itself; the `toggle` handler
 * keeps the spec's state in step (spec §4: open entry null or one; a click on the open one closes
 * it) and enforces one-at-a-time where `name` is not supported. Each summary holds the entry's
 * heading, as the HTML content model allows, so the page outline keeps its questions.
 */
export function Accordion({
  items,
  headingLevel = 2,
  value,
  onValueChange,
  className,
}: AccordionProps) {
  const [own, setOwn] = useState<string | null>(null);
  const controlled = value !== undefined;
  const open = controlled ? value : own;
  const group = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // A link to an entry (`#faq-3` or its heading `#faq-3-title`, where site search sends a match)
  // opens that entry, on load and on client navigation alike.
  const { hash } = useLocation();
  const openFromHash = useRef<(id: string) => void>(() => undefined);
  useEffect(() => {
    openFromHash.current = (id) => {
      if (!controlled) setOwn(id);
      onValueChange?.(id);
    };
  });
  const ids = items.map((item) => item.id).join(' ');
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1)).replace(/-title$/, '');
    if (target !== '' && ids.split(' ').includes(target)) openFromHash.current(target);
  }, [hash, ids]);

  const toggled = (id: string, isOpen: boolean) => {
    // Closing events of other entries arrive too (exclusive `name`): only the open one's counts.
    const next = isOpen ? id : open === id ? null : open;
    if (next === open) return;
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  };

  return (
    <div className={className}>
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          name={group}
          open={open === item.id}
          onToggle={(event) => toggled(item.id, event.currentTarget.open)}
          className="group border-b border-line last:border-b-0"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-start hover:text-brand-ink [&::-webkit-details-marker]:hidden">
            <Heading id={`${item.id}-title`} className="text-lg font-semibold">
              {item.title}
            </Heading>
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-line-strong text-xl leading-none transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="pb-5 pe-10 text-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
