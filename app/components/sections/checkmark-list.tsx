import { Icon } from '~/components/ui/icon';

/** Props of {@link CheckmarkList}. */
export interface CheckmarkListProps {
  items: readonly string[];
  /** Classes of the `<ul>`: its distance from what comes before, e.g. `mt-4 space-y-2`. */
  className: string;
}

/**
 * A card's short points, each after a check mark in the brand's ink (spec §2: the /learn and
 * /edge card bullets, the /demos card features). The mark is decoration; the list says the rest.
 */
export function CheckmarkList({ items, className }: CheckmarkListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
