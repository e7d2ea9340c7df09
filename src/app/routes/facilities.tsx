import { SectionsPage } from '@/app/page-templates/sections-page';
import { HeaderAction } from '@/components/sections/header-action';
import { BulletList } from '@/components/sections/bullet-list';
import { CtaBand } from '@/components/sections/cta-band';
import { facilityArt } from '@/components/sections/facility-art';
import { FeatureBand } from '@/components/sections/feature-band';
import { pageMeta } from '@/content/page-meta';
import { facilities } from '@/content/pages/facilities';

export default function FacilitiesPage() {
  return (
    <SectionsPage
      meta={pageMeta.facilities}
      content={facilities}
      actions={<HeaderAction action={facilities.cta.action} />}
    >
      {facilities.sections.map((section, index) => {
        const Art = facilityArt[section.id];
        const odd = index % 2 === 1;
        return (
          <FeatureBand
            key={section.id}
            id={section.id}
            title={section.title}
            intro={section.text}
            aside={<Art />}
            asideFirst={odd}
            tone={odd ? 'soft' : 'plain'}
          >
            <BulletList items={section.highlights} />
          </FeatureBand>
        );
      })}
      <CtaBand cta={facilities.cta} />
    </SectionsPage>
  );
}
