import type { Channel } from '../../../src/lib/readings';

/** A company's channel display of a device model (issue 30 §4, schemas/channelDisplay.schema.json). */
export interface ChannelDisplay {
  channels: readonly string[];
  showThresholds?: boolean;
}

/** The model's channels the display names, in the display's order; without a display, all of them. */
export function shownChannels(modelChannels: readonly Channel[], display: ChannelDisplay | undefined): readonly Channel[] {
  if (!display) return modelChannels;
  return display.channels.filter((name): name is Channel => (modelChannels as readonly string[]).includes(name));
}
