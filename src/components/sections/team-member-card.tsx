import { Chip } from '@/components/ui/chip';
import { sectionWording as labels } from '@/content/section-wording';
import type { TeamMember } from '@/content/types';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { cardClasses } from './card';

/**
 * A person on a team page. Until real photographs exist, the avatar is a
 * deliberate monogram rather than an empty silhouette; the name beside it says
 * who it is, so the monogram is hidden from assistive technology.
 */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const text = useText();
  return (
    <li className={cn(cardClasses, 'flex flex-col')}>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-soft to-surface-sunken text-xl font-semibold text-brand ring-1 ring-brand/20"
        >
          {text(member.initials)}
        </span>
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold text-fg">{text(member.name)}</h3>
          <p className="mt-0.5 break-words text-sm font-medium text-cta">{text(member.role)}</p>
        </div>
      </div>
      <p className="mt-5 leading-relaxed text-fg-muted">{text(member.bio)}</p>
      <dl className="mt-6 space-y-4 border-t border-line pt-5 text-sm">
        <div>
          <dt className="font-semibold text-fg">{text(labels.qualifications)}</dt>
          <dd className="mt-2">
            <ul className="list-disc space-y-1 ps-5 text-fg-muted marker:text-brand">
              {member.qualifications.map((qualification) => (
                <li key={qualification.en}>{text(qualification)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-fg">{text(labels.languages)}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {member.languages.map((language) => (
                <li key={language.en}>
                  <Chip tone="brand">{text(language)}</Chip>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </li>
  );
}
