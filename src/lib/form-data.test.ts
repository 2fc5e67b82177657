import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('leaves out an empty attachment instead of sending "null", and joins lists', () => {
    const data = toFormData({
      attachment: null,
      note: undefined,
      company_name: 'Seeds Co',
      experience: 3,
      store_type: ['Retail Storefront', 'Distributor'],
    });
    expect([...data.keys()]).toEqual(['company_name', 'experience', 'store_type']);
    expect(data.get('experience')).toBe('3');
    expect(data.get('store_type')).toBe('Retail Storefront, Distributor');
  });
});
