import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PageProps } from '../../framework';
import { usePageCodes } from '../../framework';
import { USERS_TOOL_ACTIONS } from '../../lib/audit';
import { actionCode } from '../../lib/permissionCodes';
import { useUsersTool } from './useUsersTool';

/** /tools/userstool: find a user, then unlock, force a password change or end sessions, each confirmed first. */
export function UsersToolPage({ name }: PageProps) {
  const translate = useTranslate();
  const tool = useUsersTool();
  const codes = usePageCodes(name);
  const canAct = codes?.includes(actionCode(name, 'edit')) ?? false;
  const actionName = (action: string) => translate(`audit.usersTool.${action}`);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        {translate('audit.usersTool.title')}
      </Typography>
      <Typography variant="body2">{translate('audit.usersTool.intro')}</Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          void tool.search();
        }}
      >
        <TextField
          size="small"
          label={translate('audit.usersTool.searchLabel')}
          value={tool.query}
          onChange={(event) => tool.setQuery(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'userstool-query' } }}
        />
        <Button type="submit" variant="contained" disabled={tool.searching || !tool.query.trim()} data-testid="userstool-search">
          {translate('audit.usersTool.search')}
        </Button>
      </Stack>
      {tool.error ? <Alert severity="error">{translate(tool.error, { _: tool.error })}</Alert> : null}
      {tool.done ? (
        <Alert severity="success" data-testid="userstool-done">
          {translate('audit.usersTool.done', { action: actionName(tool.done) })}
        </Alert>
      ) : null}
      {tool.users === null ? null : tool.users.length === 0 ? (
        <Typography color="text.secondary" data-testid="userstool-empty">
          {translate('audit.usersTool.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('audit.loginLog.account')}</TableCell>
                <TableCell>{translate('audit.usersTool.realname')}</TableCell>
                <TableCell>{translate('audit.usersTool.company')}</TableCell>
                <TableCell>{translate('audit.usersTool.state')}</TableCell>
                {canAct ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {tool.users.map((user) => (
                <TableRow key={user.id} data-testid={`userstool-row-${user.username}`}>
                  <TableCell>{user.username}</TableCell>
                  <TableCell>{user.realname}</TableCell>
                  <TableCell>{user.companyName}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {user.lockedOut ? <Chip size="small" color="error" label={translate('audit.usersTool.locked')} /> : null}
                      {user.mustChangePassword ? <Chip size="small" color="warning" label={translate('audit.usersTool.mustChange')} /> : null}
                      <Chip size="small" label={translate('audit.usersTool.sessions', { smart_count: user.sessions })} />
                    </Stack>
                  </TableCell>
                  {canAct ? (
                    <TableCell>
                      <Stack direction={{ xs: 'column', md: 'row' }} spacing={0.5}>
                        {USERS_TOOL_ACTIONS.map((action) => (
                          <Button key={action} size="small" onClick={() => tool.ask(user, action)} data-testid={`userstool-${action}-${user.username}`}>
                            {actionName(action)}
                          </Button>
                        ))}
                      </Stack>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Dialog open={Boolean(tool.pending)} onClose={tool.cancel}>
        <DialogTitle>{tool.pending ? translate('audit.usersTool.confirmTitle', { action: actionName(tool.pending.action), username: tool.pending.user.username }) : ''}</DialogTitle>
        <DialogContent>{tool.pending ? translate(`audit.usersTool.confirm.${tool.pending.action}`) : ''}</DialogContent>
        <DialogActions>
          <Button onClick={tool.cancel}>{translate('audit.usersTool.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void tool.confirm()} disabled={tool.busy} data-testid="userstool-confirm">
            {tool.pending ? actionName(tool.pending.action) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
