/**
 * The release decision, e-signed (issue 29 §2; 21 CFR Part 11 §11.50, §11.200): after arrival,
 * the temperature summary and the trip's alarms, the decision (release or not) with a comment,
 * and the signature: the dialog states what it means and asks for the user's password again
 * (SM2-encrypted on the wire). A wrong password is refused and counts towards the login lockout.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../src/api';
import { WAYBILL_TEXT_MAX, type ReleaseDecision } from '../../src/lib/waybillActions';
import { ActionDialog } from './ActionDialog';
import { ReleaseSummaryView } from './ReleaseSummaryView';
import { useActionSubmit } from './useActionSubmit';
import { useReleaseSummary } from './useReleaseSummary';
import { signRelease } from './waybillApi';

export function ReleaseDialog({ id, number, open, onClose, onDone }: { id: number; number: string; open: boolean; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const summary = useReleaseSummary(id, open);
  const [decision, setDecision] = useState<ReleaseDecision>('release');
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const submit = useActionSubmit(onDone);
  const answer = summary.data;
  const sign = async () => {
    const ok = await submit.run(() => signRelease(id, { decision, comment: comment.trim(), summaryHash: answer!.hash, password }));
    // a password is never kept after an attempt
    if (!ok) setPassword('');
  };
  return (
    <ActionDialog
      open={open}
      title="resources.waybill.release.title"
      translateOptions={{ number }}
      busy={submit.busy}
      error={submit.error ?? (summary.error ? errorMessage(summary.error, 'resources.waybill.actions.failed') : null)}
      confirmLabel="resources.waybill.release.sign"
      confirmColor={decision === 'reject' ? 'error' : 'primary'}
      ready={Boolean(answer) && comment.trim() !== '' && password !== ''}
      maxWidth="md"
      onConfirm={() => void sign()}
      onClose={onClose}
    >
      {summary.isPending && open ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
      {answer ? (
        <>
          <ReleaseSummaryView summary={answer.summary} />
          <RadioGroup row value={decision} onChange={(e) => setDecision(e.target.value as ReleaseDecision)} sx={{ mt: 1.5 }} aria-label={translate('resources.waybill.release.decision')}>
            <FormControlLabel value="release" control={<Radio />} label={translate('resources.waybill.release.decisions.release')} />
            <FormControlLabel value="reject" control={<Radio />} label={translate('resources.waybill.release.decisions.reject')} />
          </RadioGroup>
          <TextField
            required
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.waybill.release.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: WAYBILL_TEXT_MAX } }}
            error={Boolean(submit.fieldErrors.comment)}
            helperText={submit.fieldErrors.comment ?? ' '}
          />
          <Alert severity="info" icon={false} sx={{ mb: 1.5 }} data-testid="signature-meaning">
            <Typography variant="subtitle2">{translate('resources.waybill.release.meaningTitle')}</Typography>
            <Typography variant="body2">{answer.meanings[decision]}</Typography>
          </Alert>
          <TextField
            required
            fullWidth
            type="password"
            autoComplete="current-password"
            label={translate('resources.waybill.release.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(submit.fieldErrors.password)}
            helperText={submit.fieldErrors.password ?? translate('resources.waybill.release.passwordHelp')}
          />
        </>
      ) : null}
    </ActionDialog>
  );
}
