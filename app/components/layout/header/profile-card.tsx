import { useState } from 'react';
import { useShell } from '~/hooks/use-shell';
import { useCompanyProfile } from '~/hooks/use-company-profile';
import { SmartLink } from '~/components/ui/smart-link';

/** LinkedIn logo, replaced by the text 'in' when the image fails to load (spec §8). */
function LinkedInLogo() {
  const copy = useShell().header.profileCardContent;
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className="inline-flex size-10 items-center justify-center rounded-md bg-linkedin text-lg font-bold text-white"
        role="img"
        aria-label={copy.linkedinLogo.alt}
        data-testid="linkedin-logo-fallback"
      >
        {copy.linkedinLogo.fallback}
      </span>
    );
  }
  return (
    <img
      src={copy.linkedinLogo.src}
      alt={copy.linkedinLogo.alt}
      width={40}
      height={40}
      className="size-10 rounded-md"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The LinkedIn hover card's content (spec §2, §3): company name, industry, follower count,
 * company size, specialties, description, '+ Follow' and 'Visit Page'. Both actions open the
 * company page in a new tab (the spec shows no handlers; following happens on LinkedIn).
 * Loaded on demand.
 */
export default function ProfileCard({ href }: { href: string }) {
  const copy = useShell().header.profileCardContent;
  const profile = useCompanyProfile();
  return (
    <section
      aria-label={copy.cardLabel}
      aria-busy={profile.isLoading}
      className="rounded-xl bg-white p-5 text-start text-sm text-ink shadow-xl ring-1 ring-night/10"
    >
      <div className="flex items-start gap-3">
        <LinkedInLogo />
        <div className="min-w-0">
          <p className="text-base font-semibold leading-tight">{profile.name}</p>
          <p className="mt-0.5 text-muted">{profile.industry}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted">{copy.followers}</dt>
          <dd className="font-semibold" data-testid="profile-followers">
            {profile.followers}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted">{copy.companySize}</dt>
          <dd className="font-semibold">
            {profile.companySize} {copy.employees}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs uppercase tracking-wide text-muted">{copy.specialties}</dt>
          <dd>{profile.specialties.join(', ')}</dd>
        </div>
      </dl>
      <p className="mt-3 line-clamp-4 text-muted">{profile.description}</p>
      <div className="mt-4 flex gap-2">
        <SmartLink
          href={href}
          external
          className="inline-flex min-h-10 flex-1 items-center justify-center rounded-full bg-linkedin px-4 font-semibold text-white hover:bg-linkedin-hover"
        >
          {copy.follow}
        </SmartLink>
        <SmartLink
          href={href}
          external
          className="inline-flex min-h-10 flex-1 items-center justify-center rounded-full border border-linkedin px-4 font-semibold text-linkedin hover:bg-linkedin-soft"
        >
          {copy.visit}
        </SmartLink>
      </div>
      <p className="mt-3 text-center text-xs text-muted">{copy.hint}</p>
    </section>
  );
}
