// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { worstInteractionLatency } from './inp.mjs';

describe('worstInteractionLatency', () => {
  it("takes an interaction's longest entry, and the worst interaction", () => {
    const entries = [
      { interactionId: 7, name: 'pointerdown', duration: 24 },
      { interactionId: 7, name: 'pointerup', duration: 40 },
      { interactionId: 7, name: 'click', duration: 32 },
      { interactionId: 9, name: 'keydown', duration: 88 },
      { interactionId: 9, name: 'keyup', duration: 16 },
    ];
    expect(worstInteractionLatency(entries)).toBe(88);
    expect(worstInteractionLatency(entries.slice(0, 3))).toBe(40);
  });

  it('leaves out entries that are no interaction (no interactionId)', () => {
    const entries = [
      { interactionId: 0, name: 'pointermove', duration: 120 },
      { name: 'mouseover', duration: 96 },
      { interactionId: 3, name: 'click', duration: 56 },
    ];
    expect(worstInteractionLatency(entries)).toBe(56);
  });

  it('is null when no interaction left an entry (all under the threshold)', () => {
    expect(worstInteractionLatency([])).toBeNull();
    expect(worstInteractionLatency([{ interactionId: 0, duration: 200 }])).toBeNull();
  });
});
