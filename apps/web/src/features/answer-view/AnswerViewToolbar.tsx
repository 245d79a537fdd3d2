import type { AnswerDetail } from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAbility } from '../../app/session.tsx';
import { DeleteAnswerDialog } from './DeleteAnswerDialog.tsx';
import { StateChangeSelect } from './StateChangeSelect.tsx';

/**
 * The answer view's actions, each shown only with its permission (the server checks again). The
 * /cis/ver variant hides back and delete (spec part 3 §2); later actions (PDF, e-mail, request for
 * changes) join this bar.
 */
export function AnswerViewToolbar({ answer, cis }: { answer: AnswerDetail; cis: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const state = answer.document.state;
  const canChangeState = ability.can('update', 'respuesta') || ability.can('complete', 'respuesta');
  const canDelete = !cis && ability.can('delete', 'respuesta');

  return (
    <Stack
      role="group"
      aria-label={t('answerView.toolbar.label')}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{
        maxWidth: 960,
        mx: 'auto',
        mb: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        '@media print': { display: 'none' },
      }}
    >
      {!cis && (
        <Button
          component={RouterLink}
          to={`/respuestas/listado/${answer.formId}`}
          startIcon={<ArrowBackOutlined />}
        >
          {t('answerView.toolbar.back')}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {canChangeState && state && <StateChangeSelect answerId={answer.id} state={state} />}
      <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
        {t('answerView.toolbar.print')}
      </Button>
      {canDelete && (
        <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
          {t('answerView.toolbar.delete')}
        </Button>
      )}
      {deleting && (
        <DeleteAnswerDialog
          answerId={answer.id}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(`/respuestas/listado/${answer.formId}`)}
        />
      )}
    </Stack>
  );
}
