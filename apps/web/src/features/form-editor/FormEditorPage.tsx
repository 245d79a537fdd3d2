import {
  blankSection,
  copySection,
  duplicateAt,
  firstFieldProblem,
  firstSaveProblem,
  move,
  moveTo,
  newFormTemplate,
  removeAt,
  subject,
  type FormTemplate,
  type Section,
} from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLeaveGuard } from '../../components/useLeaveGuard.ts';
import { useLocationTree } from '../../api/admin.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { useFormDetail, useSaveForm } from '../../api/forms.ts';
import { useAbility } from '../../session/session.tsx';
import { focusElement, focusPageHeading, focusProblem } from '../../components/focus.ts';
import { FullPageSpinner } from '../../components/FullPageSpinner.tsx';
import { useListFocus } from '../../components/useListFocus.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EditorSaveBar } from './EditorSaveBar.tsx';
import { SectionEditor } from './SectionEditor.tsx';
import { AppointmentEditor } from './settings/AppointmentEditor.tsx';
import { EditHistory } from './settings/EditHistory.tsx';
import { GeneralEditor } from './settings/GeneralEditor.tsx';
import { ManagementEditor } from './settings/ManagementEditor.tsx';
import { OptionsEditor } from './settings/OptionsEditor.tsx';
import { PaymentEditor } from './settings/PaymentEditor.tsx';
import { SignaturesEditor } from './settings/SignaturesEditor.tsx';
import { StatesEditor } from './settings/StatesEditor.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('editor', 'forms', 'files', 'admin', 'uploads');

/** A failed save's field stays outlined as long as its error toast. */
const HIGHLIGHT_MS = TOAST_MS.error;
const newId = () => crypto.randomUUID();

/** /editar/nuevo/formulario and /editar/{id}: load (or start) a template, then the editor. */
export function FormEditorPage() {
  const { id = 'nuevo' } = useParams();
  const formId = id === 'nuevo' ? null : id;
  const detail = useFormDetail(formId);
  const { t } = useTranslation();
  if (formId && detail.isPending) return <FullPageSpinner />;
  if (formId && detail.isError)
    return (
      <Alert severity="error">
        {t(
          detail.error instanceof ApiError && detail.error.status === 404
            ? 'editor.notFound'
            : 'editor.loadFailed',
        )}
      </Alert>
    );
  const initial = detail.data?.template ?? newFormTemplate(newId());
  return (
    <FormEditor
      key={formId ?? 'new'}
      formId={formId}
      initial={initial}
      lock={detail.data?.lock ?? 'none'}
      history={detail.data?.editHistory ?? []}
    />
  );
}

type EditorProps = {
  formId: string | null;
  initial: FormTemplate;
  lock: 'none' | 'content-only' | 'locked';
  history: { date: string; username: string }[];
};

function FormEditor({ formId, initial, lock, history }: EditorProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const ability = useAbility();
  const tree = useLocationTree();
  const save = useSaveForm();
  const [template, setTemplate] = useState<FormTemplate>(initial);
  const [saved, setSaved] = useState<FormTemplate>(initial);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  // Sections are dragged by their handle; the keyboard uses the up and down buttons.
  const dragFrom = useRef<number | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const readOnly = lock === 'locked';
  const structureLocked = lock !== 'none';
  const dirty = JSON.stringify(template) !== JSON.stringify(saved);

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const { blocker } = useLeaveGuard(dirty);

  // A new form, once saved (nothing left to lose), moves to its own address.
  useEffect(() => {
    if (createdId && !dirty) void navigate(`/editar/${createdId}`, { replace: true });
  }, [createdId, dirty, navigate]);

  const municipalities = (tree.data ?? []).flatMap((c) => c.provinces.flatMap((p) => p.municipalities));
  const videoAllowed =
    municipalities.find((m) => m.areas.some((area) => area.id === template.areaIds[0]))?.videoAttachments ??
    false;
  const areaOptions = municipalities.flatMap((m) =>
    m.areas
      .filter((area) => ability.can('read', subject('area', { id: area.id })))
      .map((area) => ({
        id: area.id,
        label: municipalities.length > 1 ? `${area.name} · ${m.name}` : area.name,
      })),
  );

  /** Marks the field of a failed save, brings it into view and focuses it (or its nearest part). */
  const flash = useCallback((field: string) => {
    setHighlight(field);
    const parts = field.split(/[./]/);
    const found = parts
      .map((_, end) =>
        document.querySelector<HTMLElement>(`[data-field="${parts.slice(0, parts.length - end).join('/')}"]`),
      )
      .find((element) => element !== null);
    focusProblem(found ?? null, { behavior: 'smooth', block: 'center' });
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
  }, []);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);
  const sectionFocus = useListFocus(template.sections.map((section) => section.id));
  // A refusal that names no field: its message, at the top, takes the focus.
  const saveError = useRef<HTMLDivElement>(null);
  const refusedWithoutField = useRef(false);
  useEffect(() => {
    if (save.error && refusedWithoutField.current && saveError.current) focusElement(saveError.current);
  }, [save.error]);

  const setSections = (sections: Section[]) => setTemplate((current) => ({ ...current, sections }));
  const updateSection = (index: number, section: Section) =>
    setSections(template.sections.map((s, i) => (i === index ? section : s)));

  const submit = () => {
    // The spec's rules in order, then each field within its limit (each field says it already).
    const problem =
      firstSaveProblem(template, {
        managementSync: template.management.sync,
      }) ?? firstFieldProblem(template);
    if (problem) {
      enqueueSnackbar(t(problem.message, { max: problem.max }), {
        variant: 'error',
        autoHideDuration: HIGHLIGHT_MS,
      });
      flash(problem.field);
      return;
    }
    save.mutate(
      { id: formId, template },
      {
        onSuccess: (detail) => {
          // The server may have added what the management system created (the incident type).
          setTemplate(detail.template);
          setSaved(detail.template);
          enqueueSnackbar(t(formId ? 'editor.edited' : 'editor.created'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.standard,
          });
          // A new form moves to its own address (and focus to that page's heading); an edited one
          // stays, and focus goes back to its heading from the save button.
          if (!formId) setCreatedId(detail.id);
          else focusPageHeading();
        },
        onError: (error) => {
          const field =
            error instanceof ApiError && Array.isArray(error.details)
              ? (error.details[0] as { path?: string })?.path
              : undefined;
          refusedWithoutField.current = !field;
          if (field) flash(field.replace(/^\//, ''));
        },
      },
    );
  };

  const outline = (field: string) =>
    highlight?.split(/[./]/)[0] === field
      ? { outline: '3px solid', outlineColor: 'error.main', outlineOffset: 4, borderRadius: 1 }
      : {};

  return (
    <Box sx={{ pb: 10 }}>
      <PageHeader title={t(formId ? 'editor.editTitle' : 'editor.newTitle')} />
      <Stack spacing={2.5}>
        {lock === 'locked' && <Alert severity="warning">{t('editor.locked')}</Alert>}
        {lock === 'content-only' && <Alert severity="info">{t('editor.contentOnly')}</Alert>}
        {tree.isError && <Alert severity="error">{t('admin.areas.loadError')}</Alert>}
        {save.isError && (
          <Alert severity="error" role="alert" ref={saveError}>
            {t(errorKey(save.error))} {t('editor.saveFailed')}
          </Alert>
        )}

        <GeneralEditor
          template={template}
          setTemplate={setTemplate}
          formId={formId}
          areaOptions={areaOptions}
          outline={outline}
          readOnly={readOnly}
        />

        <StatesEditor
          states={template.states}
          onChange={(states) => setTemplate({ ...template, states })}
          frozen={structureLocked}
          readOnly={readOnly}
        />
        <Box sx={outline('options')}>
          <OptionsEditor template={template} onChange={setTemplate} readOnly={readOnly} />
        </Box>
        {template.options.addAppointment && (
          <Box sx={outline('appointmentGroup')}>
            <AppointmentEditor template={template} onChange={setTemplate} readOnly={readOnly} />
          </Box>
        )}
        <Box sx={outline('management')}>
          <ManagementEditor template={template} onChange={setTemplate} readOnly={readOnly} />
        </Box>
        {template.options.addPaymentGateway && (
          <PaymentEditor
            payment={template.payment}
            readOnly={readOnly}
            onChange={(payment) => setTemplate((current) => ({ ...current, payment }))}
          />
        )}
        <SignaturesEditor
          signatures={template.signatures}
          onChange={(signatures) => setTemplate({ ...template, signatures })}
          readOnly={readOnly}
        />

        <Box data-field="sections" sx={outline('sections')}>
          <Stack spacing={2} ref={sectionFocus.list}>
            {template.sections.map((section, index) => (
              <SectionEditor
                key={section.id}
                section={section}
                number={index + 1}
                onChange={(next) => updateSection(index, next)}
                onMove={(delta) => {
                  sectionFocus.moved(section.id, delta < 0 ? 'up' : 'down');
                  setSections(move(template.sections, index, delta));
                }}
                onRemove={() => {
                  sectionFocus.removed(index);
                  setSections(removeAt(template.sections, index));
                }}
                onDuplicate={() =>
                  setSections(duplicateAt(template.sections, index, (s) => copySection(s, newId)))
                }
                newId={newId}
                structureLocked={structureLocked}
                readOnly={readOnly}
                videoAllowed={videoAllowed}
                onDragStart={() => (dragFrom.current = index)}
                onDrop={() => {
                  if (dragFrom.current !== null)
                    setSections(moveTo(template.sections, dragFrom.current, index));
                  dragFrom.current = null;
                }}
                first={index === 0}
                last={index === template.sections.length - 1}
              />
            ))}
            <Box>
              <Button
                variant="outlined"
                data-list-add
                startIcon={<AddOutlined />}
                disabled={readOnly || structureLocked}
                onClick={() => {
                  sectionFocus.added();
                  setSections([...template.sections, blankSection(newId(), template.sections.length)]);
                }}
              >
                {t('editor.sections.add')}
              </Button>
            </Box>
          </Stack>
        </Box>
        {formId && <EditHistory entries={history} />}
      </Stack>

      <EditorSaveBar
        saving={save.isPending}
        disabled={readOnly || save.isPending}
        onSave={submit}
        blocker={blocker}
      />
    </Box>
  );
}
