import { formatDateTime } from '@cabildo/domain';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditBy } from '@cabildo/domain';
import { useReaderTimeZone } from '../../session/session.tsx';

export type CorrectionKind = 'added' | 'deleted' | 'changed';

const look = {
  added: { color: 'success', icon: <AddCircleOutline /> },
  deleted: { color: 'error', icon: <RemoveCircleOutline /> },
  changed: { color: 'warning', icon: <EditOutlined /> },
} as const;

/** "added by correction" (or deleted, changed) with the editor (the citizen's revision says so) and the date of the edit. */
export function CorrectionNote({
  kind,
  by,
  file = false,
  children,
}: {
  kind: CorrectionKind;
  by: EditBy;
  /** The note is about a file (some languages say it otherwise). */
  file?: boolean;
  /** More about the change, e.g. the previous answer. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
  const { color, icon } = look[kind];
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}
      data-correction={kind}
    >
      <Chip
        size="small"
        variant="outlined"
        color={color}
        icon={icon}
        label={t(`answer-view.correction.${kind}`, { context: file ? 'file' : undefined })}
        sx={{
          fontWeight: 600,
          // The spec's words as they are, shown with a capital.
          '& .MuiChip-label': { display: 'inline-block' },
          '& .MuiChip-label::first-letter': { textTransform: 'uppercase' },
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {t(by.byCitizen ? 'answer-view.correction.byCitizen' : 'answer-view.correction.by', {
          editor: by.editor,
          date: formatDateTime(by.date, zone),
        })}
      </Typography>
      {children}
    </Stack>
  );
}
