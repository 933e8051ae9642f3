import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { session, showToast } from '../../api';
import { refusalOf, type FormErrors } from '../../components/sms/fieldErrors';
import { PROFILE_FIELDS, readAccount, saveAccount, type AccountProfile, type ProfileFields } from './accountApi';

type Field = keyof ProfileFields;
const EMPTY: ProfileFields = { realname: '', mobile: '', landline: '', email: '', address: '', description: '' };

export const PROFILE_SAVE_FAILED = 'app.account.profile.failed';

/**
 * My account's profile (spec §3 Account, §7 GET/PUT /account): loaded once, edited, saved with
 * every field; the server's §5 messages at their fields, what the user typed kept on a refusal.
 * The mobile is shown but changes only through the phone change (usePhoneChange).
 */
export function useAccountProfile() {
  const [loaded, setLoaded] = useState<AccountProfile | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<ProfileFields>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = useCallback((profile: AccountProfile) => {
    setLoaded(profile);
    setValues(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as ProfileFields);
  }, []);
  useEffect(() => {
    readAccount().then(apply, () => setLoadFailed(true));
  }, [apply]);
  const reload = () => {
    setLoadFailed(false);
    readAccount().then(apply, () => setLoadFailed(true));
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** After a phone change: the new mobile is the profile's. */
  const setMobile = (mobile: string) => {
    setValues((v) => ({ ...v, mobile }));
    setLoaded((l) => (l ? { ...l, mobile } : l));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setFailure(null);
    if (!values.realname.trim()) {
      setErrors({ realname: 'validation.required' });
      return;
    }
    setSaving(true);
    try {
      await saveAccount(values);
      setErrors({});
      setLoaded((l) => (l ? { ...l, ...values } : l));
      // the navbar greets with the real name
      session.set({ realname: values.realname });
      showToast({ type: 'success', message: 'app.account.profile.saved' });
    } catch (error) {
      const refusal = refusalOf(error, PROFILE_FIELDS, PROFILE_SAVE_FAILED);
      setErrors(refusal.errors);
      setFailure(refusal.failure);
    } finally {
      setSaving(false);
    }
  };

  return { loading: !loaded && !loadFailed, loadFailed, reload, profile: loaded, values, errors, failure, saving, change, setMobile, submit };
}
