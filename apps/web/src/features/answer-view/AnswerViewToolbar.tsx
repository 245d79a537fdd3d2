import { mayEditPdfSettings, type AnswerDetail } from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  Box,
  Button,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { downloadRecord } from '../../api/records.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { useRecordDownload } from '../records/useRecordDownload.ts';
import { DeleteAnswerDialog } from './DeleteAnswerDialog.tsx';
import { VIEW_MAX_WIDTH } from './layout.ts';
import { StateChangeSelect } from './StateChangeSelect.tsx';

// Its module (with its texts and the preview) loads when the dialog is opened.
const PdfSettingsDialog = lazy(() =>
  import('./pdf-settings/PdfSettingsDialog.tsx').then((m) => ({ default: m.PdfSettingsDialog })),
);
// The e-mail copy (with its attachments' uploader) loads when opened too.
const EmailCopyDialog = lazy(() =>
  import('../answering/kit/EmailCopyDialog.tsx').then((m) => ({ default: m.EmailCopyDialog })),
);
// The request for changes, with its own catalogue part, also loads when opened.
const ChangesRequestDialog = lazy(() =>
  import('../citizen-revision/ChangesRequestDialog.tsx').then((m) => ({ default: m.ChangesRequestDialog })),
);

type Action = {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
};

/**
 * The answer view's actions, each shown only with its permission (the server checks again):
 * review actions (state change; the request for changes joins them) and document actions (e-mail,
 * PDF download, PDF settings, print, delete). The /cis/ver variant hides back, download, e-mail and
 * delete (spec part 3 §2). On a phone the document actions fold into a menu.
 */
export function AnswerViewToolbar({ answer, cis }: { answer: AnswerDetail; cis: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [dialog, setDialog] = useState<'delete' | 'email' | 'pdfSettings' | 'requestChanges' | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const doc = answer.document;
  const state = doc.state;
  // The server says what this person may do with this answer (and checks again on each route).
  const { actions: allowed } = answer;
  const canEmail = !cis && doc.template.options.sendEmail;
  const canDelete = !cis && allowed.delete;
  // Whoever may update forms in the answer's municipality (the server checks again).
  const ability = useAbility();
  const user = useSessionUser();
  const canPdfSettings = !cis && mayEditPdfSettings(ability, user, doc.municipality.id);
  const toList = `/respuestas/listado/${answer.formId}`;
  const toCorrection = cis ? `/cis/editar/${answer.id}` : `/correctForm/${answer.id}`;
  const record = useRecordDownload();

  const actions: Action[] = [
    // Citizen-portal forms with incidents: ask the citizen to correct (the server says when).
    ...(allowed.requestChanges
      ? [
          {
            key: 'requestChanges',
            label: t('answer-view.toolbar.requestChanges'),
            icon: <RateReviewOutlined />,
            onClick: () => setDialog('requestChanges'),
          },
        ]
      : []),
    ...(allowed.correct
      ? [
          {
            key: 'correct',
            label: t('answer-view.toolbar.correct'),
            icon: <EditNoteOutlined />,
            onClick: () => void navigate(toCorrection),
          },
        ]
      : []),
    // Whoever reads the answer may have its record; the /cis/ver variant hides the download.
    ...(!cis
      ? [
          {
            key: 'pdf',
            label: record.busy ? t('records.downloading') : t('records.download'),
            icon: <PictureAsPdfOutlined />,
            onClick: () => void record.download(() => downloadRecord(answer.id)),
            disabled: record.busy,
          },
        ]
      : []),
    ...(canPdfSettings
      ? [
          {
            key: 'pdfSettings',
            label: t('answer-view.toolbar.pdfSettings'),
            icon: <TuneOutlined />,
            onClick: () => setDialog('pdfSettings'),
          },
        ]
      : []),
    ...(canEmail
      ? [
          {
            key: 'email',
            label: t('answer-view.toolbar.email'),
            icon: <MailOutlined />,
            onClick: () => setDialog('email'),
          },
        ]
      : []),
    {
      key: 'print',
      label: t('answer-view.toolbar.print'),
      icon: <PrintOutlined />,
      onClick: () => window.print(),
    },
    ...(canDelete
      ? [
          {
            key: 'delete',
            label: t('answer-view.toolbar.delete'),
            icon: <DeleteOutline />,
            onClick: () => setDialog('delete'),
            danger: true,
          },
        ]
      : []),
  ];

  return (
    <Stack
      role="group"
      aria-label={t('answer-view.toolbar.label')}
      direction="row"
      useFlexGap
      spacing={1}
      sx={{
        maxWidth: VIEW_MAX_WIDTH,
        mx: 'auto',
        mb: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        rowGap: 1.5,
        '@media print': { display: 'none' },
      }}
    >
      {!cis && (
        <Button component={RouterLink} to={toList} startIcon={<ArrowBackOutlined />} sx={{ ml: -1 }}>
          {t('answer-view.toolbar.back')}
        </Button>
      )}
      {/* The request for changes joins the state change here. Last in the bar, except on a
          phone without the back button, where it shares the first line with the actions. */}
      {allowed.changeState && state && (
        <Box sx={{ display: 'contents', '& > *': { order: cis && narrow ? 0 : 1 } }}>
          <StateChangeSelect answerId={answer.id} state={state} fill={cis && narrow} />
        </Box>
      )}
      {!(cis && narrow) && <Box sx={{ flexGrow: 1 }} />}
      {narrow && actions.length === 1 ? (
        <Tooltip title={actions[0]!.label}>
          <IconButton aria-label={actions[0]!.label} onClick={actions[0]!.onClick}>
            {actions[0]!.icon}
          </IconButton>
        </Tooltip>
      ) : narrow ? (
        <>
          <Tooltip title={t('answer-view.toolbar.more')}>
            <IconButton
              aria-label={t('answer-view.toolbar.more')}
              aria-haspopup="menu"
              aria-controls={menu ? 'answer-actions-menu' : undefined}
              aria-expanded={menu ? 'true' : undefined}
              onClick={(event) => setMenu(event.currentTarget)}
            >
              <MoreVert />
            </IconButton>
          </Tooltip>
          <Menu id="answer-actions-menu" anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action.key}
                disabled={action.disabled}
                onClick={() => {
                  setMenu(null);
                  action.onClick();
                }}
                sx={action.danger ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>
                  {action.icon}
                </ListItemIcon>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        actions.map((action) => (
          <Button
            key={action.key}
            color={action.danger ? 'error' : 'primary'}
            startIcon={action.icon}
            onClick={action.onClick}
            disabled={action.disabled}
          >
            {action.label}
          </Button>
        ))
      )}
      {dialog === 'delete' && (
        <DeleteAnswerDialog
          answerId={answer.id}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(toList)}
        />
      )}
      {dialog === 'pdfSettings' && (
        <Suspense fallback={null}>
          <PdfSettingsDialog answer={answer} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'requestChanges' && (
        <Suspense fallback={null}>
          <ChangesRequestDialog answer={answer} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'email' && (
        <Suspense fallback={null}>
          <EmailCopyDialog
            formId={answer.formId}
            answerId={answer.id}
            body={t('answer-view.email.body')}
            dismissLabel={t('answer-view.email.cancel')}
            onDone={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
