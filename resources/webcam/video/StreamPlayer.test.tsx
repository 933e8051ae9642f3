/**
 * The webcam video page's URL rules (issue 29 §5): what a camera's URL is (HLS, http(s) video, a
 * scheme that needs a stream gateway, malformed), and what the player shows for each: only an
 * http(s) URL ever reaches the video element, and only as its source.
 */
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { classifyStreamUrl, type StreamSource } from '../../../src/lib/streamUrl';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { StreamPlayer } from './StreamPlayer';

const ORIGIN = 'https://console.example';

describe('classifyStreamUrl', () => {
  it('takes .m3u8 as HLS and other http(s) URLs as video, a path of the console as its own origin', () => {
    expect(classifyStreamUrl('https://cam.example/live/index.m3u8', ORIGIN)).toEqual({ kind: 'hls', url: 'https://cam.example/live/index.m3u8' });
    expect(classifyStreamUrl('HTTP://cam.example/Live.M3U8?token=1', ORIGIN)).toEqual({ kind: 'hls', url: 'http://cam.example/Live.M3U8?token=1' });
    expect(classifyStreamUrl('http://cam.example:8080/clip.mp4', ORIGIN)).toEqual({ kind: 'video', url: 'http://cam.example:8080/clip.mp4' });
    expect(classifyStreamUrl(' https://cam.example/a.webm ', ORIGIN)).toEqual({ kind: 'video', url: 'https://cam.example/a.webm' });
    expect(classifyStreamUrl('/media/sample-stream.webm', ORIGIN)).toEqual({ kind: 'video', url: 'https://console.example/media/sample-stream.webm' });
  });

  it('names the scheme of a stream a browser cannot play', () => {
    expect(classifyStreamUrl('rtsp://192.168.10.21/stream1', ORIGIN)).toEqual({ kind: 'gateway', scheme: 'rtsp' });
    expect(classifyStreamUrl('RTMP://live.example/app/key', ORIGIN)).toEqual({ kind: 'gateway', scheme: 'rtmp' });
    expect(classifyStreamUrl('srt://cam.example:9000', ORIGIN)).toEqual({ kind: 'gateway', scheme: 'srt' });
  });

  it('refuses what is no stream address, never handing a script or another origin over', () => {
    for (const url of ['', 'javascript:alert(1)', 'data:video/mp4;base64,AAAA', '//evil.example/x.mp4', 'http:cam/x.mp4', 'http://', 'https://cam example/x.mp4', 'cam.example/x.mp4', 'rtsp:', 'vbscript:msgbox']) {
      expect(classifyStreamUrl(url, ORIGIN), url).toEqual({ kind: 'invalid' });
    }
  });
});

function renderPlayer(source: StreamSource) {
  return render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <StreamPlayer name="Door-1" source={source} />
    </I18nContextProvider>,
  );
}

describe('StreamPlayer', () => {
  it('says an rtsp camera needs a stream gateway, naming the scheme, with no video', () => {
    renderPlayer(classifyStreamUrl('rtsp://192.168.10.21/stream1', ORIGIN));
    expect(screen.getByTestId('webcam-gateway').textContent).toMatch(/RTSP stream.*stream gateway/);
    expect(document.querySelector('video')).toBeNull();
  });

  it('says a malformed URL is not a stream address, with no video', () => {
    renderPlayer(classifyStreamUrl('javascript:alert(1)', ORIGIN));
    expect(screen.getByTestId('webcam-invalid').textContent).toContain('not a valid stream address');
    expect(document.querySelector('video')).toBeNull();
  });

  it('gives a video URL to the video element as its source, and nothing to a link', () => {
    renderPlayer(classifyStreamUrl('https://cam.example/clip.webm', ORIGIN));
    const video = screen.getByTestId('webcam-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://cam.example/clip.webm');
    expect(video.muted).toBe(true);
    expect(document.querySelector('a')).toBeNull();
  });
});
