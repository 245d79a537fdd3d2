import type { AnswerListRow } from '@cabildo/domain';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, ListItemIcon, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type Props = { row: AnswerListRow; onDelete: () => void };

/**
 * View, and a menu with "complete unanswered questions" and "delete" as the server's flags allow.
 * Without either (e.g. ROLE_INSPECTOR_ACTAS) there is no menu at all.
 */
export function AnswerRowActions({ row, onDelete }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const view = t('answers-list.actions.view', { code: row.code });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={view}>
        <IconButton component={RouterLink} to={`/ver/${row.id}`} aria-label={view}>
          <VisibilityOutlined />
        </IconButton>
      </Tooltip>
      {(row.actions.complete || row.actions.delete) && (
        <>
          <IconButton
            aria-label={t('answers-list.actions.more', { code: row.code })}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVert />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
            {row.actions.complete && (
              <MenuItem component={RouterLink} to={`/respuestas/actualizar/${row.id}`} onClick={close}>
                <ListItemIcon>
                  <EditNoteOutlined fontSize="small" />
                </ListItemIcon>
                {t('answers-list.actions.complete')}
              </MenuItem>
            )}
            {row.actions.delete && (
              <MenuItem
                onClick={() => {
                  close();
                  onDelete();
                }}
                sx={{ color: 'error.main' }}
              >
                <ListItemIcon>
                  <DeleteOutline fontSize="small" color="error" />
                </ListItemIcon>
                {t('answers-list.actions.delete')}
              </MenuItem>
            )}
          </Menu>
        </>
      )}
    </Stack>
  );
}
