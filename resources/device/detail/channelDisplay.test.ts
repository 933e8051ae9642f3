import { describe, expect, it } from 'vitest';
import { shownChannels } from './channelDisplay';

describe('shownChannels', () => {
  it("keeps the model's channels that the display names, in the display's order", () => {
    expect(shownChannels(['temperature', 'humidity', 'battery', 'signal'], { channels: ['battery', 'temperature', 'door'] })).toEqual(['battery', 'temperature']);
  });
  it("shows every channel of the model when the company set no display", () => {
    expect(shownChannels(['temperature', 'battery'], undefined)).toEqual(['temperature', 'battery']);
  });
});
