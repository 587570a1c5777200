/**
 * The shape of a generated presentation PDF (scripts/generate-assets.ts). Each product's content
 * module exports one, so the deck and the page draw on the same copy.
 */
export interface PresentationDeck {
  /** Public path of the PDF, from documentPaths (e.g. '/docs/lumen-pitch-deck.pdf'). */
  path: string;
  /** PDF title metadata and the title page heading. */
  title: string;
  subtitle: string;
  /** Accent colour of the deck, '#rrggbb'. */
  accent: string;
  /** Product art drawn as vectors on the title page: a path under public/, e.g. '/images/lumen/lumen.svg'. */
  art: string;
  problem: { heading: string; points: readonly string[] };
  solution: { heading: string; points: readonly string[] };
  /** Figures from spec §9 (and the copy claims of spec §1). */
  figures: { heading: string; items: ReadonlyArray<{ value: string; label: string }> };
}
