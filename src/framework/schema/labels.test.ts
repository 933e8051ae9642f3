import { createI18nProvider } from '../../providers/i18nProvider';
import { subFieldLabel } from './labels';

describe('sub-field labels', () => {
  it("use the entity's field key when no parent-specific one exists, in every language", () => {
    const zhCN = createI18nProvider('zh-CN');
    expect(subFieldLabel(zhCN.translate, 'waybill', 'consignor', 'institution')).toBe('单位');
    expect(subFieldLabel(createI18nProvider('zh-TW').translate, 'waybill', 'consignee', 'contactPerson')).toBe('聯繫人');
    expect(subFieldLabel(createI18nProvider('en').translate, 'waybill', 'consignor', 'address')).toBe('Address');
  });

  it('prefers a parent-specific key, then falls back to the title or the readable name', () => {
    const translate = (key: string, options?: Record<string, unknown>) =>
      key === 'resources.r.fields.owner_phone' ? "Owner's phone" : String(options?._ ?? key);
    expect(subFieldLabel(translate, 'r', 'owner', 'phone')).toBe("Owner's phone");
    expect(subFieldLabel(translate, 'r', 'owner', 'mobileNumber')).toBe('Mobile number');
    expect(subFieldLabel(translate, 'r', 'owner', 'fax', 'Fax no.')).toBe('Fax no.');
  });
});
