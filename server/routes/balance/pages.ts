/** The pages that grant the balance routes (db/seed/menus/management.ts). */
export const ACCOUNT_PAGES = ['ManagementAccountBalance', 'ManagementBalanceHistory'] as const;
export const HISTORY_PAGES = ['ManagementBalanceHistory'] as const;
