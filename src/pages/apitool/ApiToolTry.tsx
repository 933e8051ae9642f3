import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ApiTool, TryValues } from './useApiTool';

const pre = { p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** "Try it": a docking call signed in the browser, and its answer as it came. */
export function ApiToolTry({ tool }: { tool: ApiTool }) {
  const translate = useTranslate();
  const input = (name: keyof TryValues, extra: { multiline?: boolean; helper?: string } = {}) => (
    <TextField
      name={name}
      label={translate(`app.apitool.try.${name}`)}
      value={tool.values[name]}
      onChange={(event) => tool.change(name, event.target.value)}
      size="small"
      fullWidth
      autoComplete="off"
      helperText={extra.helper}
      multiline={extra.multiline ?? false}
      minRows={extra.multiline ? 4 : undefined}
      slotProps={{ htmlInput: { 'data-testid': `apitool-${name}`, spellCheck: false } }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void tool.send();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('app.apitool.try.title')}
        </Typography>
        {input('key', { helper: translate('app.apitool.try.keyHint') })}
        <ToggleButtonGroup exclusive size="small" value={tool.operation} onChange={(_event, value) => value && tool.setOperation(value)} aria-label={translate('app.apitool.try.operation')}>
          <ToggleButton value="ingest">{translate('app.apitool.try.ingest')}</ToggleButton>
          <ToggleButton value="query">{translate('app.apitool.try.query')}</ToggleButton>
        </ToggleButtonGroup>
        {tool.operation === 'ingest' ? (
          input('data', { multiline: true })
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {input('number')}
            {input('start')}
            {input('end')}
          </Stack>
        )}
        {tool.error ? (
          <Alert severity="error" role="alert">
            {translate(tool.error)}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={tool.sending} data-testid="apitool-send">
          {translate(tool.sending ? 'app.apitool.try.sending' : 'app.apitool.try.send')}
        </Button>
        {tool.exchange ? (
          <Stack spacing={1} data-testid="apitool-exchange">
            <Typography variant="subtitle2">{translate('app.apitool.try.request')}</Typography>
            <Box component="pre" sx={pre}>
              {`${tool.exchange.method} ${tool.exchange.url}\n${JSON.stringify(tool.exchange.fields, null, 2)}`}
            </Box>
            <Typography variant="subtitle2">{translate('app.apitool.try.response', { code: tool.exchange.httpStatus })}</Typography>
            <Box component="pre" sx={pre} data-testid="apitool-answer">
              {typeof tool.exchange.answer === 'string' ? tool.exchange.answer : JSON.stringify(tool.exchange.answer, null, 2)}
            </Box>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
