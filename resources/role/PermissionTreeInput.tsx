/**
 * The role form's permissions (issue 11 §1): the menu tree in the current language and the
 * menus' own order, each page's codes as leaves under it, tri-state checkboxes, search, expand
 * and collapse all. Native checkboxes and buttons, so Tab and Space reach and change everything.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { WidgetInputProps } from '../../src/framework';
import type { PermissionNode } from './permissionTreeModel';
import { usePermissionTree, type PermissionTreeModel } from './usePermissionTree';

const INDENT = 2.5;
const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

function Row({ depth, children }: { depth: number; children: ReactNode }) {
  return <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36, pl: depth * INDENT, minWidth: 0 }}>{children}</Box>;
}

function MenuNode({ node, depth, model, readOnly }: { node: PermissionNode; depth: number; model: PermissionTreeModel; readOnly: boolean }) {
  const translate = useTranslate();
  const title = model.titleOf(node);
  const state = model.stateOf(node.id);
  const openable = node.children.length > 0 || node.operations.length > 0;
  const open = openable && model.isExpanded(node.id);
  return (
    <Box component="li">
      <Row depth={depth}>
        {openable ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={translate(open ? 'app.schema.role.permissionTree.collapse' : 'app.schema.role.permissionTree.expand', { name: title })}
            onClick={() => model.toggleExpanded(node.id)}
            // while searching all matches stay open
            disabled={model.search.trim() !== ''}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flex: 'none' }} />
        )}
        <FormControlLabel
          sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          control={
            <Checkbox
              size="small"
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              disabled={readOnly}
              onChange={() => model.toggleMenu(node.id)}
            />
          }
          label={title}
        />
      </Row>
      {open ? (
        <Box component="ul" sx={listSx}>
          {node.operations.map((op) => (
            <Box component="li" key={`op-${op.id}`}>
              <Row depth={depth + 1}>
                <Box sx={{ width: 34, flex: 'none' }} />
                <FormControlLabel
                  sx={{ mr: 0, minWidth: 0 }}
                  control={<Checkbox size="small" checked={model.hasOperation(op.id)} disabled={readOnly} onChange={() => model.toggleOperation(op.id)} />}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                      <span>{model.operationLabel(node, op)}</span>{' '}
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {op.code}
                      </Typography>
                    </Box>
                  }
                />
              </Row>
            </Box>
          ))}
          {node.children.map((child) => (
            <MenuNode key={child.id} node={child} depth={depth + 1} model={model} readOnly={readOnly} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The widget `permissionTree` (resources/role): it edits `menuIds` and `operationIds` together. */
export function PermissionTreeInput({ label, readOnly }: WidgetInputProps) {
  const translate = useTranslate();
  const model = usePermissionTree();
  const error = model.error?.message;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <TextField
          size="small"
          type="search"
          label={translate('app.schema.role.permissionTree.search')}
          value={model.search}
          onChange={(event) => model.setSearch(event.target.value)}
          sx={{ flex: '1 1 200px' }}
        />
        <Button size="small" onClick={model.expandAll}>
          {translate('app.schema.role.permissionTree.expandAll')}
        </Button>
        <Button size="small" onClick={model.collapseAll}>
          {translate('app.schema.role.permissionTree.collapseAll')}
        </Button>
      </Box>
      {model.status === 'loading' ? <LinearProgress /> : null}
      {model.status === 'error' ? (
        <Alert severity="error" action={<Button onClick={model.retry}>{translate('app.retry')}</Button>}>
          {translate('app.schema.role.permissionTree.loadFailed')}
        </Alert>
      ) : null}
      {model.status === 'ready' && model.shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.schema.role.permissionTree.noMatch')}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={label} sx={{ ...listSx, maxHeight: { xs: 'none', sm: 420 }, overflowY: 'auto' }}>
        {model.shown.map((node) => (
          <MenuNode key={node.id} node={node} depth={0} model={model} readOnly={readOnly} />
        ))}
      </Box>
      {error ? <FormHelperText error>{translate(error, { _: error })}</FormHelperText> : null}
    </Box>
  );
}

/** The widget `permissionTreeCodes`: `operationIds` is edited by the tree above; this only keeps it among the form's inputs, so it is sent. */
export function PermissionTreeCodes() {
  return null;
}
