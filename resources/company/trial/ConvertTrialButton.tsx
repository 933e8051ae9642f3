/**
 * A row button of the company tool (issue 28 §5): converts a trial company into a customer, after a
 * confirmation. Shown on a company in a trial (its trialEndsAt set) to who may edit companies (a
 * platform administrator: companies are platform data); the server checks the same.
 */
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import VerifiedIcon from '@mui/icons-material/Verified';
import { errorMessage } from '../../../src/api';
import type { RecordActionProps } from '../../../src/framework';
import { convertTrial } from './convertTrial';

const LABEL = 'resources.company.trial.convert';

export function ConvertTrialButton({ record, access }: RecordActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!access.edit || typeof record.trialEndsAt !== 'number') return null;
  const name = String(record.name ?? record.id);
  const confirm = async () => {
    setBusy(true);
    try {
      await convertTrial(record.id);
      notify('resources.company.trial.converted', { type: 'success', messageArgs: { name } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'ra.notification.http_error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={LABEL} onClick={() => setOpen(true)}>
        <VerifiedIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.company.trial.confirmTitle"
        content="resources.company.trial.confirmContent"
        translateOptions={{ name }}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** the table sizes its actions column by it */
ConvertTrialButton.label = LABEL;
