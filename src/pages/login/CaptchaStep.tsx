import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Captcha } from '../../providers/captcha';

interface Props {
  captcha: Captcha | null;
  failed: boolean;
  value: string;
  error?: string;
  onChange(value: string): void;
  onReload(): void;
}

/** The puzzle step shown after a '-9' login answer (spec §4). */
export function CaptchaStep({ captcha, failed, value, error, onChange, onReload }: Props) {
  const translate = useTranslate();
  return (
    <Box data-testid="captcha-step" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.login.captchaHint')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}>
        {captcha ? (
          <img src={captcha.image} alt={translate('app.login.captcha')} height={44} data-testid="captcha-image" />
        ) : failed ? (
          <Typography color="error" variant="body2">
            {translate('app.login.captchaLoadFailed')}
          </Typography>
        ) : null}
        <Button size="small" onClick={onReload}>
          {translate('app.login.captchaRefresh')}
        </Button>
      </Box>
      <TextField
        name="captcha"
        label={translate('app.login.captcha')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ? translate(error) : ' '}
        autoComplete="off"
        inputMode="numeric"
        fullWidth
      />
    </Box>
  );
}
