import { useLocation } from 'react-router-dom';
import { unprefixedPath } from '#contracts/addresses';
import { paths } from '#contracts/routes';
import { QuestionnairePage } from '@/app/page-templates/questionnaire-page';
import { SelfCheckIndex } from '@/app/page-templates/self-check-index';

/**
 * The self-check pages (the index, PHQ-9, GAD-7 and SCOFF), one module told apart by the address: each
 * module under ./routes is an entry in the first load's route map, which is near its budget.
 */
export default function SelfCheckPages() {
  const path = unprefixedPath(useLocation().pathname);
  if (path === paths.phq9) return <QuestionnairePage screener="phq9" />;
  if (path === paths.gad7) return <QuestionnairePage screener="gad7" />;
  if (path === paths.scoff) return <QuestionnairePage screener="scoff" />;
  return <SelfCheckIndex />;
}
