/** The company's report logo (spec §3 defaultReportLogo): its preview, an upload (spec §5 small image) and removal after a confirmation. */
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { errorMessage } from '../../../src/api';
import { REPORT_LOGO_ACCEPT } from '../../../src/lib/companyConfig';
import { logoProblem, type LogoProblem, type useCompanyConfig } from './useCompanyConfig';

const K = 'balance.companyConfig';

export interface ReportLogoFieldProps {
  url: string;
  editable: boolean;
  logo: ReturnType<typeof useCompanyConfig>['logo'];
}

export function ReportLogoField({ url, editable, logo }: ReportLogoFieldProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const [removing, setRemoving] = useState(false);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = logoProblem(file);
    setProblem(found);
    if (!found) logo.mutate({ upload: file });
  };
  const failure = logo.isError
    ? ((logo.error instanceof Error && 'fieldErrors' in logo.error
        ? Object.values((logo.error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {})[0]
        : undefined) ?? errorMessage(logo.error, `${K}.logoFailed`))
    : null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        {translate(`${K}.fields.defaultReportLogo`)}
      </Typography>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={translate(`${K}.logoAlt`)}
          data-testid="report-logo"
          sx={{ maxWidth: 240, maxHeight: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.noLogo`)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate(`${K}.logoHint`)}
      </Typography>
      {problem ? <Alert severity="error">{translate(`${K}.logoProblems.${problem}`)}</Alert> : null}
      {failure ? <Alert severity="error">{translate(failure, { _: failure })}</Alert> : null}
      {editable ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <input ref={input} type="file" hidden accept={REPORT_LOGO_ACCEPT.map((e) => `.${e}`).join(',')} onChange={pick} data-testid="report-logo-input" />
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} loading={logo.isPending}>
            {translate(url ? `${K}.replaceLogo` : `${K}.uploadLogo`)}
          </Button>
          {url ? (
            <Button color="error" onClick={() => setRemoving(true)} disabled={logo.isPending}>
              {translate(`${K}.removeLogo`)}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {removing ? (
        <Dialog open onClose={() => setRemoving(false)} aria-labelledby="logo-remove-title">
          <DialogTitle id="logo-remove-title">{translate(`${K}.removeLogoTitle`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`${K}.removeLogoText`)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(false)}>{translate('ra.action.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                setRemoving(false);
                logo.mutate({ remove: true });
              }}
            >
              {translate(`${K}.removeLogo`)}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}
