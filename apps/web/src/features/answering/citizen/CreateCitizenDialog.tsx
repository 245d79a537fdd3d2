import {
  legalCitizenSchema,
  naturalCitizenSchema,
  type ApiErrorDetail,
  type CitizenData,
  type CitizenKind,
  type CreateCitizenRequest,
  type LegalCitizen,
  type LegalCitizenInput,
  type NaturalCitizen,
  type NaturalCitizenInput,
} from '@cabildo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateCitizen } from '../../../api/citizens.ts';
import { ApiError } from '../../../api/client.ts';
import { fieldError } from '../../../components/fieldError.ts';

type Props = {
  kind: CitizenKind;
  formId: string;
  /** The number searched for, offered as the new citizen's document. */
  number: string;
  onCreated: (citizen: CitizenData) => void;
  onClose: () => void;
};

/** Registers a natural person or a legal entity that the lookup did not find. */
export function CreateCitizenDialog(props: Props) {
  return props.kind === 'legal' ? <LegalDialog {...props} /> : <NaturalDialog {...props} />;
}

function NaturalDialog({ formId, number, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<NaturalCitizenInput, unknown, NaturalCitizen>({
    resolver: zodResolver(naturalCitizenSchema),
    defaultValues: { firstName: '', lastName: '', dni: number, email: '', phone: '', street: '' },
  });
  const { submit, pending, problem } = useCreation(form, onCreated);
  const field = textField(form, t);
  return (
    <DialogShell
      title={t('citizens.create.naturalTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => submit({ ...values, kind: 'natural', formId }))}
      pending={pending}
      problem={problem}
    >
      {field('firstName', t('citizens.create.firstName'), {
        required: true,
        autoComplete: 'given-name',
        half: true,
      })}
      {field('lastName', t('citizens.create.lastName'), {
        required: true,
        autoComplete: 'family-name',
        half: true,
      })}
      {field('dni', t('citizens.create.dni'), { required: true, half: true })}
      {field('phone', t('citizens.create.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        help: t('citizens.create.phoneHelp'),
        half: true,
      })}
      {field('email', t('citizens.create.email'), { type: 'email', autoComplete: 'email' })}
      {field('street', t('citizens.create.street'), { autoComplete: 'street-address' })}
    </DialogShell>
  );
}

function LegalDialog({ formId, number, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<LegalCitizenInput, unknown, LegalCitizen>({
    resolver: zodResolver(legalCitizenSchema),
    defaultValues: { name: '', cuit: number, email: '', phone: '', street: '' },
  });
  const { submit, pending, problem } = useCreation(form, onCreated);
  const field = textField(form, t);
  return (
    <DialogShell
      title={t('citizens.create.legalTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => submit({ ...values, kind: 'legal', formId }))}
      pending={pending}
      problem={problem}
    >
      {field('name', t('citizens.create.name'), { required: true, autoComplete: 'organization' })}
      {field('cuit', t('citizens.create.cuit'), { required: true, half: true })}
      {field('phone', t('citizens.create.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        help: t('citizens.create.phoneHelp'),
        half: true,
      })}
      {field('email', t('citizens.create.email'), { type: 'email', autoComplete: 'email' })}
      {field('street', t('citizens.create.street'), { autoComplete: 'street-address' })}
    </DialogShell>
  );
}

type FieldOptions = {
  required?: boolean;
  type?: string;
  autoComplete?: string;
  help?: string;
  half?: boolean;
};

/** One text field of a create form, showing the shared schema's message under it. */
const textField =
  <T extends FieldValues>(
    form: UseFormReturn<T, unknown, unknown>,
    t: ReturnType<typeof useTranslation>['t'],
  ) =>
  (name: Path<T>, label: string, options: FieldOptions = {}) => {
    const error = form.formState.errors[name] as Parameters<typeof fieldError>[1];
    return (
      <Grid size={{ xs: 12, sm: options.half ? 6 : 12 }}>
        <TextField
          fullWidth
          label={label}
          type={options.type ?? 'text'}
          required={options.required}
          autoComplete={options.autoComplete ?? 'off'}
          error={Boolean(error)}
          helperText={fieldError(t, error) ?? options.help}
          slotProps={{ htmlInput: { maxLength: 255 } }}
          {...form.register(name)}
        />
      </Grid>
    );
  };

/** Sends the new citizen; server-side field messages land on their fields, nothing typed is lost. */
function useCreation<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  onCreated: (citizen: CitizenData) => void,
) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCitizen();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (input: CreateCitizenRequest) => {
    setProblem(null);
    create.mutate(input, {
      onSuccess: (citizen) => {
        enqueueSnackbar(t(citizen.kind === 'legal' ? 'citizens.legalCreated' : 'citizens.created'), {
          variant: 'success',
          autoHideDuration: TOAST_MS.standard,
        });
        onCreated(citizen);
      },
      onError: (error) => {
        const details =
          error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.details : null;
        if (Array.isArray(details) && details.length > 0) {
          // Translated by the detail's key; its message is the API's English.
          for (const detail of details as ApiErrorDetail[]) {
            form.setError((detail.path ?? '').replace(/^\//, '') as Path<T>, {
              message: detail.key ?? 'errors.VALIDATION_FAILED',
            });
          }
          return;
        }
        setProblem(
          error instanceof ApiError && error.code === 'CITIZEN_EXISTS'
            ? t('errors.CITIZEN_EXISTS')
            : t('citizens.createFailed'),
        );
      },
    });
  };
  return { submit, pending: create.isPending, problem };
}

function DialogShell({
  title,
  onClose,
  onSubmit,
  pending,
  problem,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  problem: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog is portalled, but React still bubbles submit to an enclosing answer form.
          event.stopPropagation();
          onSubmit();
          event.preventDefault();
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Grid container spacing={2}>
            {children}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('citizens.create.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('citizens.create.saving') : t('citizens.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
