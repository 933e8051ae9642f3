/**
 * The demo asset history (issue 29 §5): each seeded asset's creation 90 days ago, the changes
 * that led to its seeded status (to be repaired then repair; alternate), and a verification of
 * the first asset of each role, so that the history pages show rows after `npm start`.
 */
import type { Insertable, Kysely } from 'kysely';
import type { AssetHistoryTable } from '../assetHistoryTables';
import type { Database } from '../schema';

type Data = Record<string, unknown>;

const DAY = 86_400;

export async function seedAssetHistory(db: Kysely<Database>, companyId: number, seeds: readonly Data[], ids: readonly number[], nowUnix: number): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'realname', 'username']).where('company_id', '=', companyId).orderBy('id').executeTakeFirst();
  const rows: Array<Insertable<AssetHistoryTable>> = [];
  seeds.forEach((seed, i) => {
    const base = {
      company_id: companyId,
      asset_id: ids[i]!,
      asset_name: String(seed.name),
      asset_code: String(seed.code ?? ''),
      asset_role: Number(seed.role),
      organization_id: Number(seed.organizationId),
      user_id: user?.id ?? null,
      user_name: user?.realname || user?.username || '',
    };
    const status = Number(seed.status);
    const change = (from: number | null, to: number, reason: string, daysAgo: number) =>
      rows.push({ ...base, event: 'status', from_status: from, to_status: to, reason, at: nowUnix - daysAgo * DAY - i * 600 });
    if (status === 3) {
      change(null, 1, '', 90);
      change(1, 2, '温度异常，待检修', 12);
      change(2, 3, '送厂维修压缩机', 10);
    } else if (status === 5) {
      change(null, 1, '', 90);
      change(1, 5, '转为备用', 20);
    } else change(null, status, '', 90);
    if (String(seed.code ?? '').endsWith('0001')) {
      rows.push({ ...base, event: 'verify', from_status: status, to_status: status, result: 1, reason: '年度温度分布验证合格', at: nowUnix - 30 * DAY });
    }
  });
  if (rows.length) await db.insertInto('asset_history').values(rows).execute();
}
