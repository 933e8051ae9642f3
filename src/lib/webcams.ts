/**
 * The webcam video page (issue 29 §5, /asset/webcamvideo): the company's cameras as the page
 * plays them. The cameras are the webcam entity (schemas/webcam.schema.json, page /asset/webcamaccount).
 */

/** GET: the company's cameras, by name. */
export const WEBCAM_VIDEO_PATH = '/webcamvideo';
export const WEBCAM_VIDEO_COMPONENT = '/asset/webcamvideo/index';
export const WEBCAM_ACCOUNT_COMPONENT = '/asset/webcamaccount/index';
/** The sample stream the reference server serves (public/media, built into the console's static files). */
export const SAMPLE_STREAM_PATH = '/media/sample-stream.webm';

export interface WebcamStream {
  id: number;
  name: string;
  url: string;
}
