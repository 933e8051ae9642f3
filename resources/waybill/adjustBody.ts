/** An adjustment's body (issue 29 §1): the reason and only what differs from the record (the server records each old and new value). */
import type { RaRecord } from 'ra-core';
import { fromLocalInput, toLocalInput } from './localTime';

const PARTY_FIELDS = ['institution', 'address', 'contactPerson', 'contactNumber'] as const;
type Party = Partial<Record<(typeof PARTY_FIELDS)[number], string>>;

/** The dialog's fields as the record has them. */
export function adjustInitial(record: RaRecord) {
  const consignee = (record.consignee ?? {}) as Party;
  return {
    departureTime: toLocalInput(record.departureTime as number | undefined),
    deliveryTime: toLocalInput(record.deliveryTime as number | undefined),
    minTemperature: String(record.minTemperature ?? ''),
    maxTemperature: String(record.maxTemperature ?? ''),
    ...Object.fromEntries(PARTY_FIELDS.map((name) => [name, consignee[name] ?? ''])),
  } as Record<string, string>;
}

/** The body: the reason and what differs from the record. */
export function adjustBody(record: RaRecord, values: Record<string, string>, reason: string): Record<string, unknown> {
  const start = adjustInitial(record);
  const body: Record<string, unknown> = { reason: reason.trim() };
  for (const name of ['departureTime', 'deliveryTime'] as const) {
    if (values[name] !== start[name]) body[name] = fromLocalInput(values[name] ?? '');
  }
  for (const name of ['minTemperature', 'maxTemperature'] as const) {
    if (values[name] !== start[name]) body[name] = values[name] === '' ? null : Number(values[name]);
  }
  if (PARTY_FIELDS.some((name) => values[name] !== start[name])) {
    body.consignee = Object.fromEntries(PARTY_FIELDS.filter((name) => (values[name] ?? '').trim() !== '').map((name) => [name, values[name]!.trim()]));
  }
  return body;
}

