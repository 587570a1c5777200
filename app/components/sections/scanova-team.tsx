import { SmartLink } from '~/components/ui/smart-link';

/** Props of {@link ScanovaTeam}. */
export interface ScanovaTeamProps {
  heading: string;
  members: ReadonlyArray<{
    name: string;
    role: string;
    description: string;
    cv: { label: string; href: string };
  }>;
}

/** spec §2 /scanova team (anchor `team`): one founder and CEO card with a View CV link to /cv. */
export function ScanovaTeam({ heading, members }: ScanovaTeamProps) {
  return (
    <section id="team" aria-labelledby="team-heading" className="scroll-mt-4 bg-white px-4 py-16">
      <div className="mx-auto max-w-content">
        <h2 id="team-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {members.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-2xl border border-slate-200 p-6 text-center shadow-sm"
            >
              <img
                src="/images/cv/portrait.svg"
                alt=""
                width={120}
                height={120}
                className="size-28"
              />
              <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
              <p className="font-medium text-teal-800">{member.role}</p>
              <p className="mt-2 text-muted">{member.description}</p>
              <SmartLink
                href={member.cv.href}
                className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
              >
                {member.cv.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
