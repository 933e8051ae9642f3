/** The login puzzle (spec §4 '-9'): GET /auth/captcha?username=… answers an id and an image. */
import { api } from '../api';

export const CAPTCHA_PATH = '/auth/captcha';

export interface Captcha {
  captchaId: string;
  /** a data: URL (SVG) to show as an <img> */
  image: string;
}

/** Silent: the login page shows its own "could not load" state and a reload control. */
export function fetchCaptcha(username: string): Promise<Captcha> {
  return api.get<Captcha>(CAPTCHA_PATH, { username }, { silent: true });
}
