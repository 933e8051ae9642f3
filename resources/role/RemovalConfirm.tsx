/**
 * Before a role is saved without some of its pages or codes (issue 26 §3): which ones its users
 * will lose, by name, and a choice to go on or keep editing. Escape and a click outside keep editing.
 */
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/lib/language';
import { operationName } from '../../src/framework/permissions/operationNames';
import { indexTree, titleOf } from './permissionTreeModel';
import type { RemovedPermissions } from './removedPermissions';
import { usePermissionTreeQuery } from './usePermissionTree';

const K = 'app.schema.role.removeConfirm';
const LOG = 'app.schema.role.permissionLog';

interface Props {
  name: string;
  removed: RemovedPermissions;
  onConfirm(): void;
  onCancel(): void;
}

export function RemovalConfirm({ name, removed, onConfirm, onCancel }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const { data } = usePermissionTreeQuery();
  const index = useMemo(() => indexTree(data ?? []), [data]);
  const unknown = (id: number) => translate(`${LOG}.unknown`, { id });
  const pages = removed.menus.map((id) => {
    const node = index.menus.get(id);
    return node ? titleOf(node, language) : unknown(id);
  });
  const codes = removed.operations.map((id) => {
    const page = index.menus.get(index.menuOfOperation.get(id) ?? -1);
    const op = page?.operations.find((o) => o.id === id);
    return page && op ? `${titleOf(page, language)} · ${operationName(translate, op.code, op.fullname)} (${op.code})` : unknown(id);
  });
  return (
    <Dialog open onClose={onCancel} aria-labelledby="role-removal-title" aria-describedby="role-removal-body" maxWidth="sm">
      <DialogTitle id="role-removal-title">{translate(`${K}.title`, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="role-removal-body">{translate(`${K}.body`)}</DialogContentText>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }} data-testid="role-removed">
          {pages.length ? (
            <Typography component="li" variant="body2">
              {`${translate(`${LOG}.pages`, { smart_count: pages.length })}: ${pages.join(', ')}`}
            </Typography>
          ) : null}
          {codes.length ? (
            <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {`${translate(`${LOG}.codes`, { smart_count: codes.length })}: ${codes.join(', ')}`}
            </Typography>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(`${K}.keep`)}</Button>
        <Button onClick={onConfirm} color="warning" variant="contained">
          {translate(`${K}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
