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
 */
export function Tabs({ label, tabs, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 font-semibold text-muted hover:text-ink data-[state=active]:border-brand-ink data-[state=active]:text-ink"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className="pt-8">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
