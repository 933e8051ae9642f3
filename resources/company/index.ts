/**
 * Companies: the generated company tool pages, plus the balance pages of the user's own company
 * (spec §3 Company: SMS and voice balance, shared or independent settlement; issue 13 §2): the
 * account balance with its top-up, and every deduction and top-up in the balance history.
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'company',
  overrides: {
    pages: {
      '/management/accountbalance/index': () => import('./account/AccountBalancePage').then((m) => ({ default: m.AccountBalancePage })),
      '/management/balancehistory/index': () => import('./history/BalanceHistoryPage').then((m) => ({ default: m.BalanceHistoryPage })),
    },
  },
});
