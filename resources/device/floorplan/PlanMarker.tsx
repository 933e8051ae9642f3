import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import { nudge, type PlacedDevice } from '../../../src/lib/floorPlans';
import type { MonitorState } from '../../../src/lib/readings';
import { formatReading } from '../live/formatReading';

const STATE_BORDER: Record<MonitorState, string> = {
  normal: 'success.main',
  exceeding: 'error.main',
  offline: 'grey.500',
  lowBattery: 'warning.main',
};

interface Props {
  placed: PlacedDevice;
  /** where it shows while dragged */
  at?: { x: number; y: number };
  locale: string;
  canEdit: boolean;
  onMove(deviceId: number, at: { x: number; y: number }): void;
  onRemove(deviceId: number): void;
  onPointerDown(event: PointerEvent, deviceId: number, label: string): void;
}

/** The reading's text: temperature and humidity when the device has them. */
export function readingText(placed: PlacedDevice, locale: string, noValue: string): string {
  const { reading } = placed.device;
  const parts: string[] = [];
  if (reading?.temperature != null) parts.push(formatReading('temperature', reading.temperature, locale));
  if (reading?.humidity != null) parts.push(formatReading('humidity', reading.humidity, locale));
  return parts.length ? parts.join(' · ') : noValue;
}

/**
 * A placed device at its place on the plan: its name, live reading, state and open alarms (the
 * border's colour, and in words). A button: with the edit code, the arrow keys move it
 * (Shift: ten times as far) and Delete takes it off the plan; a pointer drags it.
 */
export function PlanMarker({ placed, at, locale, canEdit, onMove, onRemove, onPointerDown }: Props) {
  const translate = useTranslate();
  const { device } = placed;
  const { x, y } = at ?? placed;
  const text = readingText(placed, locale, translate('resources.device.live.noValue'));
  const alarmText = placed.openAlarms > 0 ? translate('resources.floorplan.alarms', { smart_count: placed.openAlarms, level: placed.alarmLevel ?? 1 }) : '';
  const stateWord = translate(`resources.device.live.state.${device.state}`);
  const state = [stateWord, alarmText].filter(Boolean).join(', ');
  // the position the keys last asked for: a second key before the stored move comes back nudges
  // from there, not from the props of the render before (which would undo the first)
  const asked = useRef({ x: placed.x, y: placed.y });
  useEffect(() => {
    asked.current = { x: placed.x, y: placed.y };
  }, [placed.x, placed.y]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!canEdit) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(device.id);
      return;
    }
    const from = asked.current;
    const next = nudge(from, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    if (next.x === from.x && next.y === from.y) return;
    asked.current = next;
    onMove(device.id, next);
  };
  return (
    <Box
      component="button"
      type="button"
      data-testid="plan-marker"
      data-device-id={device.id}
      data-state={device.state}
      data-alarms={placed.openAlarms}
      aria-label={translate(canEdit ? 'resources.floorplan.markerEditable' : 'resources.floorplan.marker', { name: device.name, reading: text, state })}
      aria-keyshortcuts={canEdit ? 'ArrowUp ArrowDown ArrowLeft ArrowRight Delete' : undefined}
      onKeyDown={onKeyDown}
      onPointerDown={canEdit ? (event: PointerEvent) => onPointerDown(event, device.id, device.name) : undefined}
      sx={{
        position: 'absolute',
        left: `${x * 100}%`,
        top: `${y * 100}%`,
        transform: 'translate(-50%, -50%)',
        maxWidth: 140,
        px: 0.75,
        py: 0.25,
        border: 2,
        borderColor: placed.openAlarms > 0 ? 'error.main' : STATE_BORDER[device.state],
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        font: 'inherit',
        fontSize: 12,
        lineHeight: 1.3,
        textAlign: 'center',
        boxShadow: 2,
        cursor: canEdit ? 'grab' : 'default',
        touchAction: 'none',
        userSelect: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2, zIndex: 2 },
      }}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {device.name}
      </Box>
      <Box component="span" data-testid="plan-marker-reading" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      {placed.openAlarms > 0 ? (
        <Box component="span" data-testid="plan-marker-alarm" sx={{ display: 'block', color: 'error.main', fontWeight: 700 }}>
          {alarmText}
        </Box>
      ) : null}
      {device.state !== 'normal' ? (
        <Box component="span" data-testid="plan-marker-state" sx={{ display: 'block', color: STATE_BORDER[device.state], fontWeight: 600 }}>
          {stateWord}
        </Box>
      ) : null}
    </Box>
  );
}
