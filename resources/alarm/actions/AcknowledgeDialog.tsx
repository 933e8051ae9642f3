import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALARM_COMMENT_MAX, type AcknowledgeBody } from '../../../src/lib/alarms';
import { ActionDialog } from './ActionDialog';
import { fieldError } from './fieldError';
import { useSolutions } from './useSolutions';

const K = 'alarm.pages.acknowledge';

interface Props {
  count: number;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onSubmit(body: Omit<AcknowledgeBody, 'ids'>): void;
}

/** Acknowledge with a comment: one of the company's solutions, or typed (at most 500 characters), or both. */
export function AcknowledgeDialog({ count, busy, error, onCancel, onSubmit }: Props) {
  const translate = useTranslate();
  const { solutions, loading, failed } = useSolutions(true);
  const [solutionId, setSolutionId] = useState<number | ''>('');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const text = comment.trim();
  const missing = solutionId === '' && text === '';
  const tooLong = comment.length > ALARM_COMMENT_MAX;
  const chosen = solutions.find((s) => s.id === solutionId);
  const commentError =
    tried && tooLong ? translate(`${K}.tooLong`, { max: ALARM_COMMENT_MAX }) : tried && missing ? translate(`${K}.required`) : fieldError(error, 'comment');
  return (
    <ActionDialog
      id="alarm-acknowledge"
      title={translate(`${K}.title`, { smart_count: count })}
      submitLabel={translate(`${K}.submit`)}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTried(true);
        if (missing || tooLong) return;
        onSubmit({ ...(solutionId === '' ? {} : { solutionId }), ...(text ? { comment: text } : {}) });
      }}
    >
      <TextField
        select
        label={translate(`${K}.solution`)}
        value={solutionId === '' ? '' : String(solutionId)}
        onChange={(event) => setSolutionId(event.target.value === '' ? '' : Number(event.target.value))}
        helperText={failed ? translate(`${K}.solutionsFailed`) : loading ? translate('ra.page.loading') : chosen?.content || translate(`${K}.solutionHelp`)}
        error={Boolean(fieldError(error, 'solutionId'))}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(`${K}.noSolution`)}</MenuItem>
        {solutions.map((solution) => (
          <MenuItem key={solution.id} value={String(solution.id)}>
            {solution.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(`${K}.comment`)}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        error={commentError !== undefined || tooLong}
        helperText={
          // the message and the count, both read with the input
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span>{commentError ?? translate(`${K}.commentHelp`)}</span>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {translate(`${K}.count`, { count: comment.length, max: ALARM_COMMENT_MAX })}
            </Box>
          </Box>
        }
      />
    </ActionDialog>
  );
}
