/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** 'dark' for sections on the dark surface. */
  tone?: 'light' | 'dark';
  align?: 'left' | 'center';
  /** id of the `<h2>`, for `aria-labelledby` on the section. */
  id?: string;
}

/** The `<h2>` and lead paragraph that open each page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'center',
  id,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-brand' : 'text-brand-ink'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight md:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {lead ? (
        <p className={`mt-4 text-lg ${dark ? 'text-white/80' : 'text-muted'}`}>{lead}</p>
      ) : null}
    </div>
  );
}
