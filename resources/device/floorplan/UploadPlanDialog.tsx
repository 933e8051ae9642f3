import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useOrganizationChoices } from '../../../src/framework/organizations/useOrganizationOptions';
import { FLOOR_PLAN_ACCEPT, FLOOR_PLAN_NAME_MAX } from '../../../src/lib/floorPlans';
import type { useUploadPlan } from './useUploadPlan';

/** Upload a plan: its name, its site (an organization) and the image (jpg, png, gif up to 5 MB). */
export function UploadPlanDialog({ form }: { form: ReturnType<typeof useUploadPlan> }) {
  const translate = useTranslate();
  const { choices } = useOrganizationChoices();
  const message = (field: keyof typeof form.errors) => {
    const error = form.errors[field];
    return error ? translate(error.key, { _: error.key, ...error.params }) : undefined;
  };
  return (
    <Dialog open={form.open} onClose={form.close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.floorplan.upload')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('resources.floorplan.fields.name')}
            value={form.name}
            onChange={(event) => form.setName(event.target.value)}
            error={Boolean(form.errors.name)}
            helperText={message('name')}
            required
            slotProps={{ htmlInput: { maxLength: FLOOR_PLAN_NAME_MAX, 'data-testid': 'plan-name' } }}
          />
          <TextField
            select
            label={translate('resources.floorplan.fields.site')}
            value={form.organizationId === '' ? '' : String(form.organizationId)}
            onChange={(event) => form.setOrganizationId(event.target.value === '' ? '' : Number(event.target.value))}
            error={Boolean(form.errors.organizationId)}
            helperText={message('organizationId') ?? translate('resources.floorplan.siteHint')}
            required
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'plan-site' } as object } }}
          >
            {choices.map((choice) => (
              <MenuItem key={String(choice.id)} value={String(choice.id)}>
                {`${'\u2003'.repeat(choice.depth)}${choice.name}`}
              </MenuItem>
            ))}
          </TextField>
          <div>
            <Button variant="outlined" component="label">
              {translate('resources.floorplan.chooseImage')}
              <input hidden type="file" accept={FLOOR_PLAN_ACCEPT.join(',')} data-testid="plan-file" onChange={(event) => form.choose(event.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" component="span" sx={{ ml: 1, wordBreak: 'break-all' }}>
              {form.file?.name ?? ''}
            </Typography>
            <FormHelperText error={Boolean(form.errors.image)}>{message('image') ?? translate('resources.floorplan.imageHint')}</FormHelperText>
          </div>
          {form.errors.form ? <Alert severity="error">{message('form')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={form.close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void form.submit()} disabled={form.busy} data-testid="plan-upload-submit">
          {translate('resources.floorplan.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
