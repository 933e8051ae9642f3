/**
 * The address book's clients (schemas/waybillClient.schema.json) a waybill's consignor or consignee
 * can be picked from: those of that role or of both, matching what is typed. A user without the
 * clients page gets none (the server refuses the list) and types the party by hand.
 */
import { useGetList } from 'react-admin';

export type PartyRole = 'consignor' | 'consignee';

export interface PartyClient {
  id: number;
  institution: string;
  address?: string;
  contactPerson?: string;
  contactNumber?: string;
}

const PICKER_LIMIT = 20;

export function usePartyClients(role: PartyRole, search: string): { clients: PartyClient[]; loading: boolean; available: boolean } {
  const { data, isPending, error } = useGetList<PartyClient>(
    'waybillClient',
    { pagination: { page: 1, perPage: PICKER_LIMIT }, sort: { field: 'institution', order: 'ASC' }, filter: { role: [role, 'both'], ...(search.trim() ? { q: search.trim() } : {}) } },
    { retry: false, placeholderData: (previous) => previous },
  );
  return { clients: data ?? [], loading: isPending, available: !error };
}

/** The party's fields as the picked client fills them; what the client lacks is emptied, not kept from before. */
export function partyOf(client: PartyClient): Required<Omit<PartyClient, 'id'>> {
  return { institution: client.institution, address: client.address ?? '', contactPerson: client.contactPerson ?? '', contactNumber: client.contactNumber ?? '' };
}
