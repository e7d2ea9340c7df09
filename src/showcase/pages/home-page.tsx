import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { ShowcasePage } from '../components/showcase-page';
import { SHOWCASE_IDS, showcaseEntry, showcasePath } from '../showcase-meta';

export default function ShowcaseHomePage() {
  const text = useText();
  return (
    <ShowcasePage
      id="home"
      lead={{
        en: 'Every piece of the shared UI kit in every variant and state. Switch language and colour scheme at the top to check both directions and both schemes.',
        ar: 'كل مكوّنات الواجهة المشتركة بجميع أشكالها وحالاتها. بدّل اللغة ونمط الألوان من الأعلى لتتحقق من الاتجاهين والنمطين.',
      }}
    >
      <ul className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
        {SHOWCASE_IDS.filter((id) => id !== 'home').map((id) => {
          const { name, icon, mirrorIcon } = showcaseEntry(id);
          return (
            <li key={id}>
              <Link
                to={showcasePath(id)}
                className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-4 font-medium text-fg transition-colors hover:border-brand hover:text-brand"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
                  <Icon icon={icon} mirror={mirrorIcon} size="sm" />
                </span>
                {text(name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </ShowcasePage>
  );
}
