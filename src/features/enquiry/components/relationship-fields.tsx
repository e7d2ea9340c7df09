import { useText } from '@/i18n/use-text';
import { PERSON_KNOWS, RELATIONSHIPS, type PersonKnows, type Relationship } from '#contracts/forms/discretion';
import { formWording } from '../content/form-wording';
import { relationshipWording as wording } from '../content/discretion-wording';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';

interface RelationshipFieldsProps {
  idOf: (field: 'relationship' | 'personKnows') => string;
  relationship: Relationship | '';
  onRelationshipChange: (relationship: Relationship | '') => void;
  personKnows: PersonKnows | '';
  onPersonKnowsChange: (personKnows: PersonKnows) => void;
}

/** For an enquiry about someone else: who the enquirer is to them, and whether they know. Both optional. */
export function RelationshipFields({
  idOf,
  relationship,
  onRelationshipChange,
  personKnows,
  onPersonKnowsChange,
}: RelationshipFieldsProps) {
  const text = useText();
  return (
    <>
      <SelectField
        id={idOf('relationship')}
        name="relationship"
        label={`${text(wording.label)} ${text(formWording.optional)}`}
        options={[
          { value: '' as const, label: text(wording.notSaid) },
          ...RELATIONSHIPS.map((value) => ({ value, label: text(wording.options[value]) })),
        ]}
        value={relationship}
        onChange={onRelationshipChange}
      />
      <ChoiceGroup
        id={idOf('personKnows')}
        name="personKnows"
        legend={`${text(wording.personKnows.legend)} ${text(formWording.optional)}`}
        hint={text(wording.personKnows.hint)}
        options={PERSON_KNOWS.map((value) => ({ value, label: text(wording.personKnows.options[value]) }))}
        value={personKnows}
        onChange={onPersonKnowsChange}
        className="min-w-0"
      />
    </>
  );
}
