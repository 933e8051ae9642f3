/**
 * Companies: the generated company tool pages, plus the balance pages of the user's own company
 * (spec §3 Company: SMS and voice balance, shared or independent settlement; issue 13 §2): the
 * account balance with its top-up, and every deduction and top-up in the balance history; the
 * recharge tool, the orders and the company configuration (issue 30 §3, §4).
 */
import { defineResource } from '../../src/framework';
import { ConvertTrialButton } from './trial/ConvertTrialButton';

export default defineResource({
  name: 'company',
  overrides: {
    // issue 28 §5: a platform administrator ends a registered trial
    rowActions: [ConvertTrialButton],
    pages: {
      '/management/accountbalance/index': () => import('./account/AccountBalancePage').then((m) => ({ default: m.AccountBalancePage })),
      '/management/balancehistory/index': () => import('./history/BalanceHistoryPage').then((m) => ({ default: m.BalanceHistoryPage })),
      // issue 30 §3, §4: the recharge tool, the orders, the company configuration
      '/tools/recharge/index': () => import('./recharge/RechargePage').then((m) => ({ default: m.RechargePage })),
      '/management/order/index': () => import('./orders/OrdersPage').then((m) => ({ default: m.OrdersPage })),
      '/tools/companyconfig/index': () => import('./config/CompanyConfigPage').then((m) => ({ default: m.CompanyConfigPage })),
    },
  },
});
