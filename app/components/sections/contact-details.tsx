import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import { useShell } from '~/hooks/use-shell';
import { fill } from '@common/i18n';

/** Props of {@link ContactDetails}: the left column's copy (content/contact.ts). */
export interface ContactDetailsProps {
  heading: string;
  locationLabel: string;
  location: string;
  emailLabel: string;
  emails: readonly string[];
  phoneLabel: string;
  phone: { display: string; tel: string };
  personLabel: string;
  /** The profile link's text, `fill` slot `name` ('{name} on LinkedIn'). */
  personLink: string;
  person: { name: string; href: string };
}

/** One entry of the details list: its term and its descriptions. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line p-5">
      <dt className="text-sm font-semibold uppercase tracking-wider text-brand-ink">{term}</dt>
      {children}
    </div>
  );
}

/** /contact left column (spec §2): location, two support addresses, phone, a person's profile. */
export function ContactDetails(props: ContactDetailsProps) {
  const { newTab } = useShell().common.uiContent;
  const link = 'inline-block py-1 text-ink underline underline-offset-4 hover:text-brand-ink';
  return (
    <div className="space-y-4">
      <SectionHeading title={props.heading} size="title" align="start" />
      <dl className="space-y-4">
        <Detail term={props.locationLabel}>
          <dd className="mt-1">{props.location}</dd>
        </Detail>
        <Detail term={props.emailLabel}>
          {props.emails.map((email) => (
            <dd key={email}>
              <a className={link} href={`mailto:${email}`}>
                {email}
              </a>
            </dd>
          ))}
        </Detail>
        <Detail term={props.phoneLabel}>
          <dd>
            <a dir="ltr" className={link} href={`tel:${props.phone.tel}`}>
              {props.phone.display}
            </a>
          </dd>
        </Detail>
        <Detail term={props.personLabel}>
          <dd>
            <a className={link} href={props.person.href} target="_blank" rel="noopener noreferrer">
              {fill(props.personLink, { name: props.person.name })}
              <span className="sr-only">{newTab}</span>
            </a>
          </dd>
        </Detail>
      </dl>
    </div>
  );
}
