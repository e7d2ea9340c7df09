import { QuestionnairePage } from '@/app/page-templates/questionnaire-page';
import { gad7Page } from '@/content/pages/self-check';

export default function Gad7Page() {
  return <QuestionnairePage screener="gad7" content={gad7Page} />;
}
