/** Alerters (sounders, issue 13 §4 "Device alerter"): the generated pages plus "Sound now" on each row. */
import { defineResource } from '../../src/framework';
import { SoundNowButton } from './SoundNowButton';

export default defineResource({
  name: 'alerter',
  overrides: { rowActions: [SoundNowButton] },
});
