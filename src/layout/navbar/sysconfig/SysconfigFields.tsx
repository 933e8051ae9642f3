import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SysconfigState } from './useSysconfig';

interface Field {
  key: string;
  label: string;
  value: string;
}

function EnvChip({ production, testId }: { production: boolean; testId: string }) {
  const translate = useTranslate();
  // Spec §2: production shows the production label, anything else the test label.
  return (
    <Chip
      size="small"
      color={production ? 'error' : 'success'}
      data-testid={testId}
      label={translate(production ? 'app.pages.sysconfig.production' : 'app.pages.sysconfig.test')}
    />
  );
}

/**
 * The system configuration (spec §2 "System config strip"): the database and Redis environments,
 * their addresses, the database name and the API host. `dense` is the navbar strip, one line.
 */
export function SysconfigFields({ state, apiHost, retry, dense }: { state: SysconfigState; apiHost: string; retry(): void; dense: boolean }) {
  const translate = useTranslate();
  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ width: '100%' }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {translate('app.loading')}
        </Typography>
        <LinearProgress />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          {translate('app.pages.sysconfig.loadFailed')}: {translate(state.message, { _: state.message })}
        </Typography>
        <Button size="small" onClick={retry}>
          {translate('app.retry')}
        </Button>
      </Box>
    );
  }
  const { db, redis } = state.config;
  const t = (key: string) => translate(`app.pages.sysconfig.${key}`);
  const groups: Array<{ key: string; title: string; production: boolean; fields: Field[] }> = [
    {
      key: 'db',
      title: t('database'),
      production: db.isProduction,
      fields: [
        { key: 'db-address', label: t('address'), value: db.address },
        { key: 'db-name', label: t('dbName'), value: db.dbName },
      ],
    },
    { key: 'redis', title: t('redis'), production: redis.isProduction, fields: [{ key: 'redis-address', label: t('address'), value: redis.address }] },
  ];
  const apiField: Field = { key: 'api-host', label: t('apiHost'), value: apiHost };
  const fieldView = (field: Field) => (
    <Box key={field.key} component="span" sx={{ display: 'inline-flex', gap: 0.5, minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {field.label}:
      </Box>
      <Box component="span" data-testid={`sysconfig-${field.key}`} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {field.value}
      </Box>
    </Box>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: dense ? 'row' : 'column',
        flexWrap: 'wrap',
        alignItems: dense ? 'center' : 'stretch',
        columnGap: 3,
        rowGap: dense ? 0.5 : 2,
        fontSize: 14,
      }}
    >
      {groups.map((group) => (
        <Box key={group.key} component="section" aria-label={group.title} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="strong">{group.title}</Box>
          <EnvChip production={group.production} testId={`sysconfig-${group.key}-env`} />
          {group.fields.map(fieldView)}
        </Box>
      ))}
      {fieldView(apiField)}
    </Box>
  );
}
