/**
 * The replay's playback controls: play and pause, the speed (1× to 64×), and the timeline
 * scrubber (MUI Slider: arrows move a minute, Page Up/Down an hour, Home/End the ends; a click on
 * its track jumps there), with the moment, the temperature and the speed of the cursor beside it.
 * Its thumb stands at the cursor at every frame of the playback.
 */
import { useLocaleState, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { REPLAY_SPEEDS, type ReplaySpeed } from '../../lib/maps';
import { formatMoment, formatTemperature } from './formatReplay';
import type { PlaybackModel } from './usePlayback';

const K = 'app.pages.replay.playback';
/** The scrubber's steps: a minute (arrows), an hour (Page Up/Down, Shift+arrows). */
const STEP = 60;
const BIG_STEP = 3600;
/**
 * The thumb and the track jump to the cursor. MUI eases them there in 150 ms, and playback moves
 * the cursor every frame: each frame restarted the easing, whose slow start left the thumb all but
 * still while the cursor ran ahead.
 */
const NO_GLIDE = { '& .MuiSlider-thumb, & .MuiSlider-track': { transition: 'none' } } as const;

export interface PlaybackBarProps {
  playback: PlaybackModel;
  from: number;
  to: number;
  temperature: number | null;
}

export function PlaybackBar({ playback, from, to, temperature }: PlaybackBarProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const moment = formatMoment(locale, playback.cursor);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
      <IconButton
        color="primary"
        onClick={playback.playing ? playback.pause : playback.play}
        aria-label={translate(playback.playing ? `${K}.pause` : `${K}.play`)}
        data-testid="replay-play"
        data-playing={playback.playing ? 'true' : 'false'}
        disabled={to <= from}
      >
        {playback.playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <TextField
        select
        size="small"
        label={translate(`${K}.speed`)}
        value={playback.speed}
        onChange={(event) => playback.setSpeed(Number(event.target.value) as ReplaySpeed)}
        sx={{ width: 96 }}
        slotProps={{ htmlInput: { 'data-testid': 'replay-speed' } }}
      >
        {REPLAY_SPEEDS.map((speed) => (
          <MenuItem key={speed} value={speed}>{`${speed}×`}</MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: '1 1 260px', minWidth: 200, px: 1 }}>
        <Slider
          size="small"
          min={from}
          max={Math.max(to, from + 1)}
          step={STEP}
          shiftStep={BIG_STEP}
          value={playback.cursor}
          onChange={(_event, value) => playback.seek(value as number)}
          getAriaValueText={() => moment}
          aria-label={translate(`${K}.timeline`)}
          slotProps={{ input: { 'data-testid': 'replay-scrubber' } as Record<string, string> }}
          disabled={to <= from}
          sx={NO_GLIDE}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ minWidth: 190 }} data-testid="replay-moment">
        {moment} · {formatTemperature(locale, temperature, translate('app.pages.carmonitor.none'))}
      </Typography>
    </Box>
  );
}
