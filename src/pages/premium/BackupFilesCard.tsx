import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/dateTimeFormat';
import { serviceActive } from '../../lib/premium';
import { useBackupFiles } from './useBackupFiles';

/** The company's backup files (spec §9: downloadable 7 or 30 days), newest first, and a link to the backup configurations. */
export function BackupFilesCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const backups = useBackupFiles();
  return (
    <Card variant="outlined" data-testid="premium-backups">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('app.pages.premium.backup.title')}
          </Typography>
          <Button component={RouterLink} to="/management/databackup" size="small">
            {translate('app.pages.premium.backup.configs')}
          </Button>
        </Stack>
        {backups.service && !serviceActive(backups.service.state) ? (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="premium-backups-inactive">
            {translate('app.pages.premium.backup.notActive')}
          </Alert>
        ) : null}
        {backups.error ? <Alert severity="error">{translate(backups.error, { _: backups.error })}</Alert> : null}
        {backups.loading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography variant="body2">{translate('app.pages.premium.loading')}</Typography>
          </Stack>
        ) : backups.loadFailed ? (
          <Alert severity="error" action={<Button onClick={() => void backups.reload()}>{translate('app.retry')}</Button>}>
            {translate('app.pages.premium.loadFailed')}
          </Alert>
        ) : backups.files && backups.files.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="premium-backups-empty">
            {translate('app.pages.premium.backup.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {(backups.files ?? []).map((file) => (
              <ListItem
                key={file.id}
                disableGutters
                divider
                data-testid={`premium-backup-${file.id}`}
                secondaryAction={
                  <Button
                    size="small"
                    disabled={file.state !== 'done' || file.expired}
                    onClick={() => void backups.download(file)}
                    data-testid={`premium-backup-${file.id}-download`}
                  >
                    {translate(file.expired ? 'app.pages.premium.backup.expired' : 'app.pages.premium.backup.download')}
                  </Button>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={file.fileName ?? file.title}
                  secondary={`${translate(`app.pages.premium.backup.states.${file.state}`, { _: file.state })} · ${
                    file.expired ? translate('app.pages.premium.backup.expired') : translate('app.pages.premium.backup.keptUntil', { date: formatDateTime(file.expiresAt, locale) })
                  }`}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
