import { INCIDENT_TITLE_MAX, TEXT_LIMITS, type FormTemplate } from '@cabildo/domain';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Box, IconButton, InputAdornment, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/notifications.tsx';
import { AltTextsButton } from '../AltTextsButton.tsx';
import { HeaderImageUpload } from '../HeaderImageUpload.tsx';
import { KeyPrefixField } from '../KeyPrefixField.tsx';
import { limitHelp } from '../limits.ts';
import { EditorCard } from './EditorCard.tsx';

/** The form's general card: title, description, area, key prefix, header image, public link. */
export function GeneralEditor({
  template,
  setTemplate,
  formId,
  areaOptions,
  outline,
  readOnly,
}: {
  template: FormTemplate;
  setTemplate: Dispatch<SetStateAction<FormTemplate>>;
  formId: string | null;
  areaOptions: { id: string; label: string }[];
  /** The outline of a field a failed save points at. */
  outline: (field: string) => object;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const publicLink = formId ? `${window.location.origin}/publico/contestar/${formId}` : null;
  return (
    <EditorCard title={t('editor.general')}>
      <Stack spacing={2}>
        <Box data-field="title" sx={outline('title')}>
          <TextField
            fullWidth
            required
            label={t('editor.title')}
            value={template.title}
            disabled={readOnly}
            {...limitHelp(
              t,
              template.title,
              template.options.incidents ? INCIDENT_TITLE_MAX : TEXT_LIMITS.formTitle,
              {
                always: true,
                message: template.options.incidents ? t('forms.errors.incidentTitleTooLong') : undefined,
              },
            )}
            onChange={(event) => setTemplate({ ...template, title: event.target.value })}
            onBlur={() => setTemplate((current) => ({ ...current, title: current.title.trim() }))}
            slotProps={{
              input: {
                endAdornment: (
                  <AltTextsButton
                    field={t('editor.title')}
                    value={template.titleAlt}
                    readOnly={readOnly}
                    onChange={(titleAlt) => setTemplate((current) => ({ ...current, titleAlt }))}
                  />
                ),
              },
            }}
          />
        </Box>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('editor.description')}
          value={template.description}
          disabled={readOnly}
          {...limitHelp(t, template.description, TEXT_LIMITS.formDescription)}
          onChange={(event) => setTemplate({ ...template, description: event.target.value })}
          slotProps={{
            input: {
              endAdornment: (
                <AltTextsButton
                  multiline
                  field={t('editor.description')}
                  value={template.descriptionAlt}
                  readOnly={readOnly}
                  onChange={(descriptionAlt) => setTemplate((current) => ({ ...current, descriptionAlt }))}
                />
              ),
            },
          }}
        />
        <Box data-field="areaIds" sx={outline('areaIds')}>
          <TextField
            select
            fullWidth
            required
            label={t('editor.area')}
            value={template.areaIds[0] ?? ''}
            disabled={readOnly}
            onChange={(event) =>
              setTemplate({
                ...template,
                areaIds: [
                  event.target.value,
                  ...template.areaIds.slice(1).filter((a) => a !== event.target.value),
                ],
              })
            }
          >
            {areaOptions.map((area) => (
              <MenuItem key={area.id} value={area.id}>
                {area.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box data-field="keyPrefix" sx={outline('keyPrefix')}>
          <KeyPrefixField
            value={template.keyPrefix}
            isNew={!formId}
            readOnly={readOnly}
            onChange={(keyPrefix) => setTemplate((current) => ({ ...current, keyPrefix }))}
          />
        </Box>
        {template.options.headerImage && (
          <Box sx={outline('headerImageUrl')}>
            <HeaderImageUpload
              url={template.headerImageUrl}
              readOnly={readOnly}
              onChange={(headerImageUrl) => setTemplate((current) => ({ ...current, headerImageUrl }))}
            />
          </Box>
        )}
        {publicLink && template.options.public && (
          <TextField
            fullWidth
            label={t('editor.publicLink')}
            value={publicLink}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('editor.copyLink')}>
                      <IconButton
                        aria-label={t('editor.copyLink')}
                        onClick={() =>
                          void navigator.clipboard
                            ?.writeText(publicLink)
                            .then(() => enqueueSnackbar(t('editor.linkCopied')))
                        }
                      >
                        <ContentCopyOutlined />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Stack>
    </EditorCard>
  );
}
