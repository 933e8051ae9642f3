import { useEffect, useRef, useState } from 'react';
import type { StreamSource } from '../../../src/lib/streamUrl';

export type PlayerState = 'idle' | 'loading' | 'playing' | 'failed';

/**
 * Plays a checked source in the page's <video>: http(s) video as its src; HLS natively where the
 * browser has it (Safari), else through hls.js (loaded only then). Nothing else is ever given to
 * the element. Muted, so that the browser lets it start by itself.
 */
export function useStreamPlayer(source: StreamSource | null) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<PlayerState>('idle');
  const url = source && (source.kind === 'hls' || source.kind === 'video') ? source.url : null;
  const hls = source?.kind === 'hls';

  useEffect(() => {
    const element = video.current;
    if (!element || !url) {
      setState('idle');
      return undefined;
    }
    let stopped = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    const playing = () => !stopped && setState('playing');
    const failed = () => !stopped && setState('failed');
    element.addEventListener('playing', playing);
    element.addEventListener('error', failed);
    // autoplay may be refused (a muted video rarely is): the controls still play it
    const play = () => void Promise.resolve(element.play()).catch(() => undefined);
    if (!hls || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = url;
      play();
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) return failed();
        const player = new Hls();
        destroy = () => player.destroy();
        player.on(Hls.Events.MANIFEST_PARSED, play);
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) failed();
        });
        player.loadSource(url);
        player.attachMedia(element);
      }, failed);
    }
    return () => {
      stopped = true;
      element.removeEventListener('playing', playing);
      element.removeEventListener('error', failed);
      destroy?.();
      element.removeAttribute('src');
      element.load();
    };
  }, [url, hls]);

  return { video, state };
}
