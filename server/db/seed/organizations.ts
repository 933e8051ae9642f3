/** The demo company and its organization tree, one branch through all five levels. */
export const COMPANY = {
  name: '华东冷链科技有限公司',
  address: '上海市浦东新区张江路 88 号',
  sms_balance: 500,
  voice_balance: 200,
  // whole yuan for device renewals (issue 28 §3): enough for the demo to renew a few hundred devices
  funds_balance: 20_000,
  settlement: 'shared',
  // the data-interface service subscribed (spec §1 premium service): the demo's API tool works; the second company's is not activated
  data_interface: 1,
} as const;

export interface OrganizationSeed {
  code: string;
  /** code of the parent, null for the headquarters */
  parent: string | null;
  name: string;
  /** 1 headquarters, 2 organization, 3 unit, 4 sub-unit, 5 unit department */
  level: 1 | 2 | 3 | 4 | 5;
  location: string;
  longitude: number;
  latitude: number;
  description: string;
}

/** Parents come before their children. */
export const ORGANIZATIONS: readonly OrganizationSeed[] = [
  { code: 'HQ', parent: null, name: '集团总部', level: 1, location: '上海市浦东新区', longitude: 121.5447, latitude: 31.2212, description: '总部，负责全局监控与结算' },
  { code: 'JS', parent: 'HQ', name: '江苏分公司', level: 2, location: '江苏省南京市', longitude: 118.7969, latitude: 32.0603, description: '江苏区域' },
  { code: 'ZJ', parent: 'HQ', name: '浙江分公司', level: 2, location: '浙江省杭州市', longitude: 120.1551, latitude: 30.2741, description: '浙江区域' },
  { code: 'JS-NJ', parent: 'JS', name: '南京医药冷库', level: 3, location: '南京市江宁区', longitude: 118.8396, latitude: 31.9536, description: '疫苗与药品冷库' },
  { code: 'JS-NJ-JN', parent: 'JS-NJ', name: '江宁分库', level: 4, location: '南京市江宁区秣陵街道', longitude: 118.8129, latitude: 31.9067, description: '二级冷库' },
  { code: 'JS-NJ-JN-01', parent: 'JS-NJ-JN', name: '疫苗储运部', level: 5, location: '江宁分库 3 号楼', longitude: 118.8131, latitude: 31.9069, description: '负责疫苗出入库与运输' },
];
