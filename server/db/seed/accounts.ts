/**
 * The demo accounts seeded on first start. server.ts prints them; tests log in with them.
 * Their passwords are only ever stored as scrypt hashes.
 */
export interface DemoAccount {
  username: string;
  password: string;
  realname: string;
  role: 'admin' | 'operator';
  /** raw admin value: isAdmin is `admin <= 1` (spec §4) */
  admin: number;
  mobile: string;
  email: string;
  /** code of the user's organization in ORGANIZATIONS (SECOND_COMPANY_ORGANIZATIONS for the second company) */
  organization: string;
  /** seeded into the second company (seed/secondCompany.ts) rather than the first */
  secondCompany?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin0001',
    password: 'Admin@123',
    realname: '系统管理员',
    role: 'admin',
    admin: 0,
    mobile: '13800000001',
    email: 'admin@example.com',
    organization: 'HQ',
  },
  {
    username: 'operator01',
    password: 'Oper@1234',
    realname: '冷链操作员',
    role: 'operator',
    admin: 2,
    mobile: '13900000002',
    email: 'operator@example.com',
    organization: 'JS-NJ',
  },
  {
    // the second tenant's company admin (admin value 1): its own company only, no platform data
    username: 'admin0002',
    password: 'Admin2@123',
    realname: '岭南管理员',
    role: 'admin',
    admin: 1,
    mobile: '13700000003',
    email: 'admin2@example.com',
    organization: 'LN',
    secondCompany: true,
  },
];
