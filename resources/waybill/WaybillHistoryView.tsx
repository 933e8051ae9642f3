/**
 * A waybill's journey and history (issue 29 §1, §2): each leg with its assets and times, every
 * action with who, when, why and each changed value old → new, and the release signatures (name,
 * time, meaning; a void one struck through, naming the adjustment that voided it).
 */
import { useGetMany, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FieldChange, WaybillHistory } from '../../src/lib/waybillActions';
import { shownTime } from './localTime';

const TIME_FIELDS = new Set(['departureTime', 'deliveryTime', 'time']);

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (TIME_FIELDS.has(field) && typeof value === 'number') return shownTime(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).filter(Boolean).join(', ');
  return String(value);
}

function ChangeLine({ change }: { change: FieldChange }) {
  const translate = useTranslate();
  const label = translate(`resources.waybill.fields.${change.field}`, { _: translate(`resources.waybill.history.fields.${change.field}`, { _: change.field }) });
  return (
    <Typography variant="body2" component="li">
      {label}: {valueText(change.field, change.old)} → {valueText(change.field, change.new)}
    </Typography>
  );
}

export function WaybillHistoryView({ history }: { history: WaybillHistory }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.waybill.history.${key}`, options);
  const assetIds = [...new Set(history.legs.flatMap((leg) => leg.assets))];
  const { data: assets = [] } = useGetMany('asset', { ids: assetIds }, { enabled: assetIds.length > 0 });
  const nameOf = (id: number) => String(assets.find((a) => a.id === id)?.name ?? `#${id}`);
  return (
    <Box>
      {history.awaitingDecision ? <Chip color="warning" label={t('awaitingDecision')} sx={{ mb: 1 }} /> : null}
      <Typography variant="subtitle2">{t('legs')}</Typography>
      {history.legs.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('legs')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('assets')}</TableCell>
                <TableCell>{t('start')}</TableCell>
                <TableCell>{t('end')}</TableCell>
                <TableCell>{t('place')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.legs.map((leg) => (
                <TableRow key={leg.seq}>
                  <TableCell>{leg.seq}</TableCell>
                  <TableCell>{leg.assets.map(nameOf).join(', ')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownTime(leg.start)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{leg.end === null ? t('ongoing') : shownTime(leg.end)}</TableCell>
                  <TableCell>{leg.fromAsset !== null ? `${leg.place} (${nameOf(leg.fromAsset)} → ${nameOf(leg.toAsset ?? 0)})` : leg.place || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2">{t('noLegs')}</Typography>
      )}

      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('signatures')}
      </Typography>
      {history.signatures.length ? (
        history.signatures.map((s) => (
          <Box key={s.id} sx={{ mb: 1, opacity: s.voidedAt === null ? 1 : 0.6 }} data-testid="waybill-signature">
            <Typography variant="body2" sx={{ textDecoration: s.voidedAt === null ? 'none' : 'line-through' }}>
              {translate(`resources.waybill.release.decisions.${s.decision}`)} · {s.signerName} · {shownTime(s.signedAt)}
            </Typography>
            <Typography variant="body2">{s.meaning}</Typography>
            <Typography variant="body2">{s.comment}</Typography>
            {s.voidedAt !== null ? <Typography variant="caption">{t('voided', { time: shownTime(s.voidedAt) })}</Typography> : null}
          </Box>
        ))
      ) : (
        <Typography variant="body2">{t('noSignatures')}</Typography>
      )}

      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('events')}
      </Typography>
      {history.events.length ? (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {history.events.map((event) => (
            <li key={event.id}>
              <Typography variant="body2">
                {shownTime(event.at)} · {t(`kinds.${event.kind}`)} · {event.userName}
                {event.reason ? ` · ${event.reason}` : ''}
              </Typography>
              {event.kind === 'adjust' || event.kind === 'transship' ? (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {event.changes.map((change) => (
                    <ChangeLine key={change.field} change={change} />
                  ))}
                </Box>
              ) : null}
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{t('noEvents')}</Typography>
      )}
    </Box>
  );
}
