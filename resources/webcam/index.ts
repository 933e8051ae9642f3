/**
 * Webcams: the schema says the accounts page (/asset/webcamaccount); the video page, which plays
 * the company's cameras, is this resource's own (issue 29 §5).
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'webcam',
  overrides: {
    pages: {
      '/asset/webcamvideo/index': () => import('./video/WebcamVideoPage').then((m) => ({ default: m.WebcamVideoPage })),
    },
  },
});
