import defs from '../../schemas/defs.schema.json';
import { MAX_PASSWORD_CIPHER_HEX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordChangeIssues } from './passwordChange';
import { encryptPassword, generateKeyPair } from './sm2';

describe('the password limits', () => {
  it('are the shared definition’s, which the server’s route bodies use', () => {
    expect([defs.$defs.password.minLength, defs.$defs.password.maxLength]).toEqual([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]);
  });
});

describe('passwordChangeIssues (spec §5)', () => {
  const ok = { oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('accepts a new password of 6 characters that differs and is confirmed', () => {
    expect(passwordChangeIssues({ oldPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
    expect(passwordChangeIssues(ok)).toBeNull();
  });

  it('requires every field', () => {
    expect(passwordChangeIssues({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: { key: 'validation.required' },
      newPassword: { key: 'validation.required' },
      confirmPassword: { key: 'validation.required' },
    });
  });

  it('needs at least 6 characters in the new password and the confirmation, counted as characters', () => {
    expect(passwordChangeIssues({ ...ok, newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({
      newPassword: { key: 'validation.minLength', params: { limit: 6 } },
      confirmPassword: { key: 'validation.minLength', params: { limit: 6 } },
    });
    // five emoji are five characters, though ten UTF-16 units
    expect(passwordChangeIssues({ ...ok, newPassword: '😀😀😀😀😀', confirmPassword: '😀😀😀😀😀' })?.newPassword?.key).toBe('validation.minLength');
  });

  it('refuses more than 64 characters', () => {
    const long = 'a'.repeat(65);
    expect(passwordChangeIssues({ ...ok, newPassword: long, confirmPassword: long })?.newPassword).toEqual({ key: 'validation.maxLength', params: { limit: 64 } });
  });

  it('refuses a new password equal to the old one, and a confirmation that differs', () => {
    expect(passwordChangeIssues({ oldPassword: 'same-one', newPassword: 'same-one', confirmPassword: 'same-one' })).toEqual({
      newPassword: { key: 'validation.differsFrom', params: { field: 'oldPassword' } },
    });
    expect(passwordChangeIssues({ ...ok, confirmPassword: 'new-secreT' })).toEqual({
      confirmPassword: { key: 'validation.sameAs', params: { field: 'newPassword' } },
    });
  });

  it('bounds the ciphertext of the longest password', () => {
    const { publicKey } = generateKeyPair();
    expect(encryptPassword('𝄞'.repeat(64), publicKey).length).toBeLessThanOrEqual(MAX_PASSWORD_CIPHER_HEX);
    expect(encryptPassword('𝄞'.repeat(64), publicKey).length).toBe(MAX_PASSWORD_CIPHER_HEX);
  });
});
