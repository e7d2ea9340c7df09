import EyeClosed from 'lucide-react/icons/eye-closed';
import Info from 'lucide-react/icons/info';
import { Icon } from '@/components/ui/icon';
import type { Section } from '@/content/types';
import { useText } from '@/i18n/use-text';

/** The two notes every self-check page carries: the answers stay on the device, and a result is not a diagnosis. */
export function SelfCheckNotes({ privacy, notDiagnosis }: { privacy: Section; notDiagnosis: Section }) {
  const text = useText();
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      {[
        { section: privacy, icon: EyeClosed },
        { section: notDiagnosis, icon: Info },
      ].map(({ section, icon }) => (
        <div key={section.title.en} className="flex gap-3 rounded-2xl bg-surface-sunken p-5">
          <Icon icon={icon} size="sm" colour="brand" className="mt-0.5 shrink-0" />
          <div className="min-w-0">
            <h2 className="font-semibold text-fg">{text(section.title)}</h2>
            <p className="mt-2 text-sm leading-relaxed text-fg-muted">{text(section.text)}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
