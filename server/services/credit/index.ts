/** Credit (spec §3 Company, §6): balances, deductions, top-ups and balance warnings. The folder's public face. */
export { accountBalance, creditPayer, BALANCE_COLUMN, type CreditAccount, type CreditPayer, type Settlement } from './account';
export { SYSTEM_ACTOR, type CreditActor } from './actor';
export { deductCredit, type Deduction, type DeductionResult } from './deduct';
export { topUp, TOP_UP_MAX, type TopUpInput, type TopUpRefusal, type TopUpResult } from './topUp';
export { warnIfBelowThreshold, rearmBalanceWarning } from './balanceWarning';
