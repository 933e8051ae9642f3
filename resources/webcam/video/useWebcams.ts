import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../src/api';
import { classifyStreamUrl } from '../../../src/lib/streamUrl';
import { WEBCAM_VIDEO_PATH, type WebcamStream } from '../../../src/lib/webcams';

/** The company's cameras, the one chosen (the first until the user picks) and what its URL can be. */
export function useWebcams() {
  const cameras = useQuery({
    queryKey: ['asset.webcamvideo'],
    queryFn: ({ signal }) => api.get<WebcamStream[]>(WEBCAM_VIDEO_PATH, undefined, { signal, silent: true }),
    retry: false,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = cameras.data ?? [];
  const camera = list.find((c) => c.id === chosen) ?? list[0] ?? null;
  const source = camera ? classifyStreamUrl(camera.url, window.location.origin) : null;
  return { list, loading: cameras.isPending, failed: cameras.isError, retry: () => void cameras.refetch(), camera, choose: setChosen, source };
}
