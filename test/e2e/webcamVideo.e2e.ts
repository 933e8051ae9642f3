/**
 * Webcam video (issue 29 §5), against the real server: the seeded sample stream (a VP8 webm the
 * server serves from its static files, video/webm) plays in Chromium under the console's
 * Content-Security-Policy (its time advances); an rtsp camera shows that it needs a stream
 * gateway, naming its scheme, and gives the video element nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_STREAM_PATH, type WebcamStream } from '../../src/lib/webcams';
import { ADMIN, baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

describe('webcam video', () => {
  it('serves the sample stream as video/webm', async () => {
    const response = await fetch(`${baseUrl()}${SAMPLE_STREAM_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('plays the seeded sample stream and tells an rtsp camera needs a gateway', async () => {
    const api = await directLogin(baseUrl(), ADMIN);
    const cameras = await api.get<WebcamStream[]>('/webcamvideo');
    const sample = cameras.find((camera) => camera.url === SAMPLE_STREAM_PATH);
    const rtsp = cameras.find((camera) => camera.url.startsWith('rtsp://'));
    expect(sample, 'the seeded sample stream').toBeDefined();
    expect(rtsp, 'a seeded rtsp camera').toBeDefined();

    const { page, done } = await loggedIn();
    await go(page, '/asset/webcamvideo');
    const view = page.locator('[data-page][data-active]');
    await view.getByTestId('webcam-item').filter({ hasText: sample!.name }).click();
    await view.locator('[data-testid="webcam-video"][data-state="playing"]').waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>('[data-page][data-active] [data-testid="webcam-video"]');
        return video !== null && video.readyState >= 2 && video.currentTime > 0.5 && video.videoWidth === 320;
      },
      undefined,
      { timeout: 15_000 },
    );

    await view.getByTestId('webcam-item').filter({ hasText: rtsp!.name }).click();
    await expect(view.getByTestId('webcam-gateway').textContent()).resolves.toContain('RTSP');
    await expect(view.getByTestId('webcam-video').count()).resolves.toBe(0);
    await done();
  });
});
