/**
 * The recharge page's logic (issue 30 §3): the companies with their credit, the form's fields and
 * their checks, and the recharge itself once confirmed. What was typed stays on a refusal.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../src/api';
import type { PaidChannel } from '../../../src/lib/alarms';
import { RECHARGE_MAX, type RechargeCompany } from '../../../src/lib/recharge';
import { BALANCE_QUERY_KEY } from '../balanceApi';
import { fetchRechargeCompanies, ORDERS_QUERY_KEY, postRecharge, RECHARGE_QUERY_KEY } from '../moneyApi';

export type AmountProblem = 'required' | 'notWhole' | 'tooSmall' | 'tooLarge';

/** Why a typed amount is no recharge, or null when it is a whole number from 1 to RECHARGE_MAX. */
export function amountProblem(text: string): AmountProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (!/^-?\d+$/.test(trimmed)) return 'notWhole';
  const amount = Number(trimmed);
  if (amount < 1) return 'tooSmall';
  return amount > RECHARGE_MAX ? 'tooLarge' : null;
}

export function useRecharge() {
  const queryClient = useQueryClient();
  const companies = useQuery({ queryKey: [RECHARGE_QUERY_KEY, 'companies'], queryFn: ({ signal }) => fetchRechargeCompanies(signal), retry: false });
  const [companyId, setCompanyId] = useState<number | ''>('');
  const [kind, setKind] = useState<PaidChannel>('sms');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: postRecharge,
    onSuccess: async () => {
      setConfirming(false);
      setAmount('');
      setChecked(false);
      await Promise.all([RECHARGE_QUERY_KEY, ORDERS_QUERY_KEY, BALANCE_QUERY_KEY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
    onError: () => setConfirming(false),
  });
  const company: RechargeCompany | undefined = companies.data?.find((c) => c.id === companyId);
  const problems = {
    company: companyId === '' ? ('required' as const) : company && !company.canRecharge ? ('shared' as const) : null,
    amount: amountProblem(amount),
  };
  const fieldErrors = mutation.error instanceof ApiError ? (mutation.error.fieldErrors ?? {}) : {};

  return {
    companies,
    company,
    fields: { companyId, kind, amount },
    setCompanyId: (id: number | '') => {
      setCompanyId(id);
      mutation.reset();
    },
    setKind,
    setAmount,
    /** the problems to show: only once the user tried to recharge (or the pick is a shared company) */
    shown: { company: checked || problems.company === 'shared' ? problems.company : null, amount: checked ? problems.amount : null },
    fieldErrors,
    confirming,
    /** the form's submit: checks, then asks for the confirmation */
    ask: () => {
      setChecked(true);
      if (!problems.company && !problems.amount) setConfirming(true);
    },
    cancel: () => setConfirming(false),
    confirm: () => {
      if (companyId === '' || problems.amount) return;
      mutation.mutate({ companyId, kind, amount: Number(amount.trim()) });
    },
    mutation,
  };
}
