/**
 * Recharge (issue 30 §3, /tools/recharge): customer-success staff top up a company's SMS or voice
 * credit. A shared-settlement company drawing from its parent cannot (spec §6, its wording); the
 * server refuses it too. Every recharge asks for a confirmation, then writes an order and a
 * balance-history row (the orders page and the balance history show them).
 */
import type { FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import { errorMessage } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import { usePageCodes, type PageProps } from '../../../src/framework';
import { PAID_CHANNELS, type PaidChannel } from '../../../src/lib/alarms';
import { actionCode } from '../../../src/lib/permissionCodes';
import { RECHARGE_MAX } from '../../../src/lib/recharge';
import { RechargeCompanies } from './RechargeCompanies';
import { RechargeDialog } from './RechargeDialog';
import { useRecharge } from './useRecharge';

const K = 'balance.recharge';
const PAGE = 'ToolsRecharge';

export function RechargePage({ name }: PageProps) {
  const translate = useTranslate();
  const codes = usePageCodes(name || PAGE);
  const mayRecharge = codes?.includes(actionCode(PAGE, 'add')) ?? false;
  const state = useRecharge();
  const { companies, company, fields, shown, fieldErrors, mutation } = state;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.ask();
  };
  const failure = mutation.isError && !Object.keys(fieldErrors).length ? errorMessage(mutation.error, `${K}.failed`) : null;
  const companyError =
    shown.company === 'shared'
      ? translate(`${K}.shared`, { name: company?.payer.name ?? '' })
      : shown.company
        ? translate(`${K}.companyRequired`)
        : fieldErrors.companyId;
  const amountError = shown.amount ? translate(`${K}.amountProblems.${shown.amount}`, { max: RECHARGE_MAX }) : fieldErrors.amount;

  let list;
  if (companies.data)
    list = companies.data.length ? <RechargeCompanies companies={companies.data} /> : <Typography color="text.secondary">{translate(`${K}.empty`)}</Typography>;
  else if (companies.isError) {
    const message = errorMessage(companies.error, `${K}.loadFailed`);
    list = (
      <LoadError onRetry={() => void companies.refetch()} testId="recharge-load-error">
        {translate(message, { _: message })}
      </LoadError>
    );
  } else list = <Skeleton variant="rounded" height={160} aria-busy="true" data-testid="recharge-loading" />;

  return (
    <Box component="section" aria-labelledby="recharge-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Typography id="recharge-title" variant="h5" component="h1">
        {translate(`${K}.title`)}
      </Typography>
      {mayRecharge ? (
        <Card variant="outlined">
          <CardContent>
            <Box
              component="form"
              noValidate
              onSubmit={submit}
              aria-label={translate(`${K}.form`)}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}
            >
              <TextField
                select
                label={translate(`${K}.company`)}
                value={fields.companyId}
                onChange={(event) => state.setCompanyId(event.target.value === '' ? '' : Number(event.target.value))}
                required
                error={Boolean(companyError)}
                helperText={companyError}
                disabled={!companies.data}
                slotProps={{ select: { inputProps: { 'data-testid': 'recharge-company' } } }}
              >
                {(companies.data ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.canRecharge ? c.name : translate(`${K}.companyShared`, { name: c.name, parent: c.payer.name })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label={translate(`${K}.kind`)} value={fields.kind} onChange={(event) => state.setKind(event.target.value as PaidChannel)}>
                {PAID_CHANNELS.map((channel) => (
                  <MenuItem key={channel} value={channel}>
                    {translate(`balance.kinds.${channel}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate(`${K}.amount`)}
                value={fields.amount}
                onChange={(event) => state.setAmount(event.target.value)}
                required
                error={Boolean(amountError)}
                helperText={amountError}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button type="submit" variant="contained" startIcon={<AddCardIcon />} sx={{ mt: { sm: 1 } }} disabled={!companies.data}>
                {translate(`${K}.submit`)}
              </Button>
            </Box>
            {failure ? (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="recharge-failure">
                {translate(failure, { _: failure })}
              </Alert>
            ) : null}
            {mutation.isSuccess ? (
              <Alert severity="success" sx={{ mt: 2 }} data-testid="recharge-done">
                {translate(`${K}.done`, {
                  smart_count: mutation.data.amount,
                  kind: translate(`balance.kinds.${mutation.data.kind}`),
                  name: companies.data?.find((c) => c.id === mutation.data.companyId)?.name ?? '',
                  after: mutation.data.balanceAfter,
                })}
              </Alert>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <Alert severity="info">{translate(`${K}.readOnly`)}</Alert>
      )}
      {list}
      {state.confirming && company ? (
        <RechargeDialog
          company={company}
          kind={fields.kind}
          amount={Number(fields.amount.trim())}
          pending={mutation.isPending}
          onCancel={state.cancel}
          onConfirm={state.confirm}
        />
      ) : null}
    </Box>
  );
}
