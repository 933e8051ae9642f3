import { useMemo, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../src/api';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/lib/language';
import type { PageProps } from '../../src/framework';
import { useSession } from '../../src/framework/useSession';
import { operationDescription, operationName } from '../../src/framework/permissions/operationNames';
import { filterOperations, menuOptions, type Operation } from './operationModel';
import { useOperations } from './useOperations';
import { OperationDialog } from './OperationDialog';
import { useOperationEditing } from './useOperationEditing';

interface RowActions {
  onEdit(operation: Operation): void;
  onDelete(operation: Operation): void;
}

function OperationTable({ operations, pageTitle, actions }: { operations: Operation[]; pageTitle: string; actions: RowActions | null }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('app.pages.operation.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.pages.operation.code')}</TableCell>
          <TableCell>{translate('app.pages.operation.fullname')}</TableCell>
          <TableCell align="right">{translate('app.pages.operation.sortcode')}</TableCell>
          <TableCell>{translate('app.pages.operation.description')}</TableCell>
          {actions ? <TableCell align="right">{translate('app.pages.operation.actions')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {operations.map((op) => (
          <TableRow key={op.id}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{op.code}</TableCell>
            <TableCell>{operationName(translate, op.code, op.fullname)}</TableCell>
            <TableCell align="right">{op.sortcode}</TableCell>
            <TableCell>{operationDescription(translate, op, pageTitle)}</TableCell>
            {actions ? (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => actions.onEdit(op)}
                  aria-label={translate('app.pages.operation.editOne', { code: op.code })}
                >
                  {translate('ra.action.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => actions.onDelete(op)}
                  aria-label={translate('app.pages.operation.deleteOne', { code: op.code })}
                >
                  {translate('ra.action.delete')}
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /management/operation: the action codes of each page, with a text filter; added, changed and deleted with the page's edit code. */
export function OperationPage({ name }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const routes = useSession((s) => s.permissionRoutes);
  const options = useMemo(() => menuOptions(routes, language), [routes, language]);
  // this page's own operations first: the one menu every visitor of this page has
  const [chosen, setChosen] = useState<string | null>(null);
  const page = options.find((o) => o.name === (chosen ?? name)) ?? options[0] ?? null;
  const [filter, setFilter] = useState('');
  const result = useOperations(page);
  const shown = result.status === 'ready' ? filterOperations(result.value, filter, (op) => operationName(translate, op.code, op.fullname)) : [];
  const editing = useOperationEditing(name, page?.menuId ?? null, result.retry);
  // undefined: no dialog; null: a new code; an operation: that one
  const [open, setOpen] = useState<Operation | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Operation | null>(null);
  const notify = useNotify();
  const confirmDelete = async () => {
    if (!deleting) return;
    const error = await editing.remove(deleting);
    setDeleting(null);
    if (error) notify(errorMessage(error, 'app.pages.operation.deleteFailed'), { type: 'error' });
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.pages.operation.title')}
        </Typography>
        {page === null ? (
          <Typography>{translate('app.pages.operation.noMenus')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Autocomplete
              size="small"
              options={options}
              value={page}
              onChange={(_event, option) => setChosen(option.name)}
              getOptionLabel={(option) => option.label}
              getOptionKey={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.name === value.name}
              disableClearable
              autoHighlight
              // some 120 menus: a searchable list, rendered only while open (a native select's
              // options are restyled and laid out each time its page is shown, a tab switch too)
              noOptionsText={translate('app.pages.operation.noMenuMatch')}
              renderInput={(params) => <TextField {...params} label={translate('app.pages.operation.menu')} />}
              sx={{ width: { xs: '100%', sm: 360 } }}
            />
            <TextField
              size="small"
              type="search"
              label={translate('app.pages.operation.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              slotProps={{ htmlInput: { 'aria-label': translate('app.pages.operation.filter') } }}
              sx={{ minWidth: 240 }}
            />
            {editing.canEdit ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(null)} sx={{ alignSelf: 'center' }}>
                {translate('app.pages.operation.add')}
              </Button>
            ) : null}
          </Box>
        )}
        {result.status === 'loading' ? <LinearProgress aria-label={translate('app.loading')} /> : null}
        {result.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={result.retry}>
                {translate('app.retry')}
              </Button>
            }
          >
            {translate(errorMessage(result.error, 'app.pages.operation.loadFailed'))}
          </Alert>
        ) : null}
        {result.status === 'ready' ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
              {translate('app.pages.operation.count', { shown: shown.length, total: result.value.length })}
            </Typography>
            {result.value.length === 0 ? (
              <Typography>{translate('app.pages.operation.empty')}</Typography>
            ) : shown.length === 0 ? (
              <Typography>{translate('app.pages.operation.noMatch', { filter: filter.trim() })}</Typography>
            ) : (
              <OperationTable operations={shown} pageTitle={page?.title ?? ''} actions={editing.canEdit ? { onEdit: setOpen, onDelete: setDeleting } : null} />
            )}
          </>
        ) : null}
      </CardContent>
      {open !== undefined && page ? (
        <OperationDialog operation={open ?? undefined} pageLabel={page.label} save={editing.save} onClose={() => setOpen(undefined)} />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        loading={editing.removing}
        title="app.pages.operation.deleteTitle"
        content="app.pages.operation.deleteConfirm"
        translateOptions={{ code: deleting?.code ?? '' }}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
