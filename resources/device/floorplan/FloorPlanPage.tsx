/**
 * Floor plans (`/asset/floorplan`, issue 29 §5): upload a plan image of a site, drag the company's
 * devices onto it, and see each one's live reading and alarm state at its place. Logic in
 * useFloorPlanPage (plans and writes), useLivePlan (the live plan) and usePlanDrag (pointer drags).
 */
import { useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PageProps } from '../../../src/framework';
import { FLOOR_PLAN_ROUTE_NAME } from '../../../src/lib/floorPlans';
import { PlanCanvas } from './PlanCanvas';
import { PlanDeviceList } from './PlanDeviceList';
import { RenamePlanDialog } from './RenamePlanDialog';
import { UploadPlanDialog } from './UploadPlanDialog';
import { useFloorPlanPage } from './useFloorPlanPage';
import { usePlanDrag } from './usePlanDrag';
import { useUploadPlan } from './useUploadPlan';

/** Where the keyboard's "place" puts a device: the plan's centre, then the arrow keys move it. */
const CENTRE = { x: 0.5, y: 0.5 };

export function FloorPlanPage({ name = FLOOR_PLAN_ROUTE_NAME }: Partial<PageProps>) {
  const translate = useTranslate();
  const page = useFloorPlanPage(name);
  const upload = useUploadPlan(page.uploaded);
  const imageRef = useRef<HTMLDivElement | null>(null);
  const { drag, start } = usePlanDrag(imageRef, (deviceId, at) => void page.place(deviceId, at));
  const [renaming, setRenaming] = useState(false);
  const { live, selected } = page;
  const placedIds = new Set(live.status === 'ready' ? live.plan.placed.map((p) => p.device.id) : []);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.floorplan.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {page.plans.list.length ? (
          <TextField
            select
            size="small"
            label={translate('resources.floorplan.plan')}
            value={selected ? String(selected.id) : ''}
            onChange={(event) => page.select(Number(event.target.value))}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'plan-select' } as object } }}
          >
            {page.plans.list.map((plan) => (
              <MenuItem key={plan.id} value={String(plan.id)}>
                {translate('resources.floorplan.planOption', { name: plan.name, smart_count: plan.devices })}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {page.canAdd ? (
          <Button variant="contained" onClick={upload.show} data-testid="plan-upload">
            {translate('resources.floorplan.upload')}
          </Button>
        ) : null}
        {selected && page.canEdit ? <Button onClick={() => setRenaming(true)}>{translate('resources.floorplan.rename')}</Button> : null}
        {selected && page.canDelete ? (
          <Button color="error" onClick={() => page.askDelete(selected)}>
            {translate('resources.floorplan.delete')}
          </Button>
        ) : null}
      </Stack>

      {page.plans.failed ? (
        <Alert severity="error" action={<Button onClick={page.plans.retry}>{translate('app.retry')}</Button>}>
          {translate('resources.floorplan.loadFailed')}
        </Alert>
      ) : page.plans.loading ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : !page.plans.list.length ? (
        <Typography color="text.secondary" data-testid="plan-empty">
          {translate(page.canAdd ? 'resources.floorplan.emptyUpload' : 'resources.floorplan.empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' }, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }}>
            {live.status === 'ready' ? (
              <PlanCanvas plan={live.plan} canEdit={page.canEdit} drag={drag} imageRef={imageRef} onMove={(id, at) => void page.place(id, at)} onRemove={(id) => void page.remove(id)} onDragStart={start} />
            ) : live.status === 'error' ? (
              <Alert severity="error" action={<Button onClick={live.retry}>{translate('app.retry')}</Button>}>
                {translate('resources.floorplan.planFailed')}
              </Alert>
            ) : (
              <CircularProgress size={24} aria-label={translate('app.loading')} />
            )}
            {page.canEdit && live.status === 'ready' ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {translate('resources.floorplan.keyboardHint')}
              </Typography>
            ) : null}
          </Box>
          <PlanDeviceList
            devices={page.devices}
            placedIds={placedIds}
            canEdit={page.canEdit && live.status === 'ready'}
            onDragStart={start}
            onAdd={(id) => void page.place(id, CENTRE)}
            onRemove={(id) => void page.remove(id)}
          />
        </Box>
      )}
      {drag?.moved && !drag.at ? (
        <Box aria-hidden sx={{ position: 'fixed', left: drag.clientX + 8, top: drag.clientY + 8, px: 1, py: 0.5, fontSize: 12, bgcolor: 'background.paper', border: 1, borderColor: 'divider', pointerEvents: 'none', zIndex: 'tooltip' }}>
          {drag.label}
        </Box>
      ) : null}
      <UploadPlanDialog form={upload} />
      {renaming && selected ? <RenamePlanDialog initial={selected.name} onClose={() => setRenaming(false)} onSave={page.rename} /> : null}
      <Dialog open={Boolean(page.deleting)} onClose={page.cancelDelete}>
        <DialogTitle>{translate('resources.floorplan.deleteTitle', { name: page.deleting?.name ?? '' })}</DialogTitle>
        <DialogContent>{translate('resources.floorplan.deleteConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={page.cancelDelete}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void page.confirmDelete()} disabled={page.busy} data-testid="plan-delete-confirm">
            {translate('resources.floorplan.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
