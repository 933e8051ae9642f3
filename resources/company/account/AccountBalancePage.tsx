/**
 * Account balance (spec §3 Company, §6; issue 13 §2): the SMS and voice credit the company can
 * spend, its settlement and who pays. A shared account draws from its parent's balance and cannot
 * top up on its own; the top-up button shows only when the server says this user may top up.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import { errorMessage } from '../../../src/api';
import { LoadError } from '../../../src/components/LoadError';
import type { PageProps } from '../../../src/framework';
import { PAID_CHANNELS, type PaidChannel } from '../../../src/lib/alarms';
import { type AccountBalance } from '../../../src/lib/balance';
import { BALANCE_QUERY_KEY, fetchAccount } from '../balanceApi';
import { TopUpDialog } from './TopUpDialog';

const K = 'balance.account';

const CARDS_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 280px))' } } as const;

function BalanceCard({ kind, account, onTopUp }: { kind: PaidChannel; account: AccountBalance; onTopUp(kind: PaidChannel): void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const value = account[kind];
  const title = translate(`${K}.balance`, { kind: translate(`balance.kinds.${kind}`) });
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`balance-${kind}`} sx={{ my: 1, fontVariantNumeric: 'tabular-nums' }}>
          {new Intl.NumberFormat(locale).format(value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.credits`, { smart_count: value })}
        </Typography>
      </CardContent>
      {account.canTopUp ? (
        <CardActions>
          <Button startIcon={<AddCardIcon />} onClick={() => onTopUp(kind)} aria-label={`${translate(`${K}.topUp`)}: ${title}`}>
            {translate(`${K}.topUp`)}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

function Account({ account }: { account: AccountBalance }) {
  const translate = useTranslate();
  const [topUp, setTopUp] = useState<PaidChannel | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip label={translate(`enums.settlement.${account.settlement}`)} color={account.settlement === 'shared' ? 'info' : 'default'} />
        <Typography variant="body2">{translate(`${K}.paidBy`, { name: account.payer.name })}</Typography>
      </Box>
      {account.settlement === 'shared' && !account.canTopUp ? (
        // spec §6: "Shared accounts cannot top up individually"
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${K}.sharedNote`, { name: account.payer.name })}
        </Alert>
      ) : null}
      <Box sx={CARDS_SX}>
        {PAID_CHANNELS.map((kind) => (
          <BalanceCard key={kind} kind={kind} account={account} onTopUp={setTopUp} />
        ))}
      </Box>
      {topUp ? <TopUpDialog kind={topUp} onClose={() => setTopUp(null)} /> : null}
    </>
  );
}

export function AccountBalancePage(_props: PageProps) {
  const translate = useTranslate();
  // a failure shows at once with its Retry button
  const query = useQuery({ queryKey: [BALANCE_QUERY_KEY, 'account'], queryFn: ({ signal }) => fetchAccount(signal), retry: false });
  let body;
  if (query.data) body = <Account account={query.data} />;
  else if (query.isError) {
    const message = errorMessage(query.error, `${K}.loadFailed`);
    body = (
      <LoadError onRetry={() => void query.refetch()} testId="balance-account-error">
        {translate(message, { _: message })}
      </LoadError>
    );
  } else {
    body = (
      <Box sx={CARDS_SX} aria-busy="true" data-testid="balance-account-loading">
        {PAID_CHANNELS.map((kind) => (
          <Skeleton key={kind} variant="rounded" height={150} />
        ))}
      </Box>
    );
  }
  // the page's name as the menu, the tab and the breadcrumb give it (issue 26 §3: it had none)
  return (
    <Box component="section" aria-labelledby="balance-account-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="balance-account-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${K}.title`)}
      </Typography>
      {body}
    </Box>
  );
}
