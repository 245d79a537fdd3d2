import type { FormRow } from '@cabildo/domain';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { Button, IconButton, ListItemIcon, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAbility } from '../../session/session.tsx';
import { menuContainer } from '../../components/menuContainer.ts';

type Props = {
  form: FormRow;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Phones and touch: every action named in words, not an icon with a tooltip. */
  labelled?: boolean;
};

/** Row actions, each shown only with its permission (the server checks again). */
export function FormActions({ form, onDuplicate, onDelete, labelled = false }: Props) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const link = (to: string, label: string, icon: ReactNode) =>
    labelled ? (
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={to}
        startIcon={icon}
        aria-label={`${label}: ${form.title}`}
      >
        {label}
      </Button>
    ) : (
      <Tooltip title={label}>
        <IconButton component={RouterLink} to={to} aria-label={`${label}: ${form.title}`}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  const close = () => setAnchor(null);

  return (
    <Stack
      direction="row"
      sx={{ justifyContent: labelled ? 'flex-start' : 'flex-end', flexWrap: 'wrap', gap: labelled ? 1 : 0.5 }}
    >
      {ability.can('create', 'respuesta') &&
        link(`/contestar/${form.id}`, t('forms-list.actions.answer'), <EditNoteOutlined />)}
      {ability.can('read', 'respuesta') &&
        link(`/respuestas/listado/${form.id}`, t('forms-list.actions.answers'), <ListAltOutlined />)}
      {ability.can('read', 'estadistica_formulario') &&
        link(`/estadisticas/${form.id}`, t('forms-list.actions.statistics'), <BarChartOutlined />)}
      {labelled ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MoreVert />}
          aria-label={t('forms-list.actions.more', { title: form.title })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('forms-list.actions.moreShort')}
        </Button>
      ) : (
        <IconButton
          aria-label={t('forms-list.actions.more', { title: form.title })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      )}
      <Menu anchorEl={anchor} container={menuContainer(anchor)} open={Boolean(anchor)} onClose={close}>
        {ability.can('update', 'formulario') && (
          <MenuItem component={RouterLink} to={`/editar/${form.id}`} onClick={close}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            {t('forms-list.actions.edit')}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={`/misRespuestas/${form.id}`} onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('forms-list.actions.myAnswers')}
        </MenuItem>
        {ability.can('duplicate', 'formulario') && (
          <MenuItem
            onClick={() => {
              close();
              onDuplicate();
            }}
          >
            <ListItemIcon>
              <ContentCopyOutlined fontSize="small" />
            </ListItemIcon>
            {t('forms-list.actions.duplicate')}
          </MenuItem>
        )}
        {ability.can('delete', 'formulario') && (
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
            {t('forms-list.actions.delete')}
          </MenuItem>
        )}
      </Menu>
    </Stack>
  );
}
