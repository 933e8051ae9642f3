/**
 * Events placed in fixed time slots: each slot of a device holds at most one event of a kind,
 * decided by a hash of (seed and device: `base`, kind, slot). Whether an event happens at a time is then a
 * lookup, not a replay, which keeps the simulator a pure function of time. An event never leaves
 * its slot, so one slot is all a lookup reads (two for what lingers after, like a recharge).
 */
import { unitOf } from '../seededRandom';

export interface SlotRule {
  /** tells the kinds apart in the hash */
  tag: number;
  /** seconds */
  slot: number;
  /** probability of an event in a slot */
  chance: number;
  /** seconds */
  minDuration: number;
  maxDuration: number;
  /** latest start in the slot (seconds from its start); slot − maxDuration when absent */
  latestStart?: number;
  /** keeps only the events that start at a time it accepts (working hours…) */
  when?: (start: number) => boolean;
}

/** [start, end) in seconds, and the slot it belongs to */
export interface Window {
  start: number;
  end: number;
  slot: number;
}

export function slotEvent(rule: SlotRule, base: number, slot: number): Window | null {
  if (unitOf(base, rule.tag, slot) >= rule.chance) return null;
  const duration = Math.round(rule.minDuration + unitOf(base, rule.tag + 1, slot) * (rule.maxDuration - rule.minDuration));
  const latest = rule.latestStart ?? rule.slot - rule.maxDuration;
  const start = slot * rule.slot + Math.floor(unitOf(base, rule.tag + 2, slot) * latest);
  if (rule.when && !rule.when(start)) return null;
  return { start, end: start + duration, slot };
}

/** The event going on at `s`, if any. */
export function eventAt(rule: SlotRule, base: number, s: number): Window | null {
  const event = slotEvent(rule, base, Math.floor(s / rule.slot));
  return event && s >= event.start && s < event.end ? event : null;
}

/** The last event that started at or before `s` in this slot or the one before. */
export function latestEvent(rule: SlotRule, base: number, s: number): Window | null {
  const slot = Math.floor(s / rule.slot);
  const here = slotEvent(rule, base, slot);
  if (here && here.start <= s) return here;
  return slotEvent(rule, base, slot - 1);
}

/** The events that overlap [from, to). */
export function eventsBetween(rule: SlotRule, base: number, from: number, to: number): Window[] {
  const out: Window[] = [];
  for (let slot = Math.floor(from / rule.slot); slot * rule.slot < to; slot += 1) {
    const event = slotEvent(rule, base, slot);
    if (event && event.end > from && event.start < to) out.push(event);
  }
  return out;
}

/** A hashed number in [0, 1) that belongs to an event (its direction, its height…). */
export function eventUnit(rule: SlotRule, base: number, event: Window, facet: number): number {
  return unitOf(base, rule.tag + 10 + facet, event.slot);
}
