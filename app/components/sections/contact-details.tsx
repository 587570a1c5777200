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

/** /contact left column (spec §2): location, two support addresses, phone, a person's profile. */
export function ContactDetails(props: ContactDetailsProps) {
  const { newTab } = useShell().common.uiContent;
  const item = 'rounded-xl border border-line p-5';
  const label = 'text-sm font-semibold uppercase tracking-wider text-brand-ink';
  const link = 'inline-block py-1 text-ink underline underline-offset-4 hover:text-brand-ink';
  return (
    <div className="space-y-4">
      <SectionHeading title={props.heading} size="title" align="start" />
      <dl className="space-y-4">
        <div className={item}>
          <dt className={label}>{props.locationLabel}</dt>
          <dd className="mt-1">{props.location}</dd>
        </div>
        <div className={item}>
          <dt className={label}>{props.emailLabel}</dt>
          {props.emails.map((email) => (
            <dd key={email}>
              <a className={link} href={`mailto:${email}`}>
                {email}
              </a>
            </dd>
          ))}
        </div>
        <div className={item}>
          <dt className={label}>{props.phoneLabel}</dt>
          <dd>
            <a dir="ltr" className={link} href={`tel:${props.phone.tel}`}>
              {props.phone.display}
            </a>
          </dd>
        </div>
        <div className={item}>
          <dt className={label}>{props.personLabel}</dt>
          <dd>
            <a className={link} href={props.person.href} target="_blank" rel="noopener noreferrer">
              {fill(props.personLink, { name: props.person.name })}
              <span className="sr-only">{newTab}</span>
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
