import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** One tab and its panel. */
export interface TabEntry {
  id: string;
  label: string;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabEntry[];
  /** Selected tab id (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs on Radix (APG pattern): a tablist of tabs with aria-selected and
 * aria-controls, arrow keys move between tabs (automatic activation), each panel is a
 * focusable tabpanel labelled by its tab. Controlled, so the page can sync it with the URL.
 *
 * Without scripts (DESIGN §8 "Without JavaScript"): every panel is in the HTML (forceMount) and
 * shown, one after the other; each tab is a link to its panel's `#id`. Where scripts run, app.css
 * hides the inactive panels (`@media (scripting: enabled)`) and a click selects instead of jumping.
 */
export function Tabs({ label, tabs, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-2 border-b border-line">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            asChild
            // A pointer selects without Radix's scripted focus(), which Chromium paints with the
            // keyboard focus ring; the keyboard path (focus, arrows) is Radix's own.
            onMouseDown={(event) => {
              if (event.button !== 0 || event.ctrlKey) return;
              event.preventDefault();
              onValueChange(tab.id);
            }}
          >
            <a
              href={`#${tab.id}`}
              onClick={(event) => event.preventDefault()}
              className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-4 font-semibold text-muted hover:text-ink data-[state=active]:border-brand-ink data-[state=active]:text-ink"
            >
              {tab.label}
            </a>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} forceMount className="tab-panel pt-8">
          <div id={tab.id}>{tab.content}</div>
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
