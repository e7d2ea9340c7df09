import { QuestionnairePage } from '@/app/page-templates/questionnaire-page';
import { phq9Page } from '@/content/pages/self-check';

export default function Phq9Page() {
  return <QuestionnairePage screener="phq9" content={phq9Page} />;
}
