import { type FormTemplate } from '@cabildo/domain';
import { useTranslation } from 'react-i18next';
import { AgendaPicker } from '../../appointments/AgendaPicker.tsx';
import { EditorCard } from './EditorCard.tsx';

/** The agenda the person books an appointment in (save rule 4 asks for one when appointments are on). */
export function AppointmentEditor({
  template,
  onChange,
  readOnly,
}: {
  template: FormTemplate;
  onChange: (template: FormTemplate) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EditorCard title={t('editor.management.agendaTitle')} field="appointmentGroup">
      <AgendaPicker template={template} onChange={onChange} readOnly={readOnly} />
    </EditorCard>
  );
}
