/** Who caused a credit change: a user, or nobody (the notifier). */
export interface CreditActor {
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: CreditActor = { id: null, name: '' };
