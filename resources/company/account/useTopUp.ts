/** A top-up of the user's own company (spec §6: only an account that does not share its parent's balance). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../src/framework/useSession';
import type { PaidChannel } from '../../../src/lib/alarms';
import { BALANCE_QUERY_KEY, topUp } from '../balanceApi';

export interface TopUpInput {
  kind: PaidChannel;
  amount: number;
}

/** A whole number of credits, at least 1; null for anything else typed. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isSafeInteger(amount) && amount >= 1 ? amount : null;
}

export function useTopUp() {
  const queryClient = useQueryClient();
  const companyId = useSession((s) => s.companyId);
  return useMutation({
    mutationFn: ({ kind, amount }: TopUpInput) => topUp({ companyId, kind, amount }),
    // the balance and its history change together
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BALANCE_QUERY_KEY] }),
  });
}
