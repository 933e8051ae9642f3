import type { PointerEvent, RefObject } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { FloorPlanDetail } from '../../../src/lib/floorPlans';
import { PlanMarker } from './PlanMarker';
import type { Drag } from './usePlanDrag';

interface Props {
  plan: FloorPlanDetail;
  canEdit: boolean;
  drag: Drag | null;
  imageRef: RefObject<HTMLDivElement | null>;
  onMove(deviceId: number, at: { x: number; y: number }): void;
  onRemove(deviceId: number): void;
  onDragStart(event: PointerEvent, deviceId: number, label: string): void;
}

/** The plan image at the width it is given, the markers at their fractions of it, and the place a drag would land. */
export function PlanCanvas({ plan, canEdit, drag, imageRef, onMove, onRemove, onDragStart }: Props) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <Box ref={imageRef} data-testid="plan-image" sx={{ position: 'relative', width: '100%', lineHeight: 0, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}>
      <Box component="img" src={plan.image} alt={translate('resources.floorplan.imageAlt', { name: plan.name })} draggable={false} sx={{ width: '100%', height: 'auto', display: 'block', userSelect: 'none' }} />
      {plan.placed.map((placed) => (
        <PlanMarker
          key={placed.device.id}
          placed={placed}
          {...(drag?.moved && drag.deviceId === placed.device.id && drag.at ? { at: drag.at } : {})}
          locale={locale}
          canEdit={canEdit}
          onMove={onMove}
          onRemove={onRemove}
          onPointerDown={onDragStart}
        />
      ))}
      {drag?.moved && drag.at && !plan.placed.some((p) => p.device.id === drag.deviceId) ? (
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: `${drag.at.x * 100}%`, top: `${drag.at.y * 100}%`, transform: 'translate(-50%, -50%)', px: 1, py: 0.5, lineHeight: 1.3, fontSize: 12, border: 2, borderStyle: 'dashed', borderColor: 'primary.main', bgcolor: 'background.paper', pointerEvents: 'none' }}
        >
          {drag.label}
        </Box>
      ) : null}
    </Box>
  );
}
