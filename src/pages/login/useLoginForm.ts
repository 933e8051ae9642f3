import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { authProvider, isPuzzleError } from '../../providers/authProvider';
import { fetchCaptcha, type Captcha } from '../../providers/captcha';
import { prefs, session } from '../../api';
import { prefetchFirstPage } from '../../providers/prefetch';
import { prepareLogin } from '../../providers/login';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
}
type Field = keyof LoginValues;
export type LoginErrors = Partial<Record<Field, string>>;

/**
 * Login form logic: required checks per field (spec §5), the puzzle (captcha) step after a
 * '-9' answer (spec §4), and no loss of what the user typed when the server refuses.
 * The first keystroke readies the login's encryption and calls `onIntent` (the console's code
 * loads then), so that the wait after the submit is the server's and the first page's own.
 */
export function useLoginForm(initialUsername: string, onSuccess: () => void, onIntent?: () => void) {
  const intended = useRef(false);
  const [values, setValues] = useState<LoginValues>({ username: initialUsername, password: '', captcha: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [puzzle, setPuzzle] = useState<boolean>(() => prefs.isPuzzleNeeded());
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);

  // The puzzle picture is fetched whenever the step is shown without one (spec §4).
  const username = values.username.trim();
  useEffect(() => {
    if (!puzzle || captcha || captchaFailed || !username) return;
    let cancelled = false;
    fetchCaptcha(username).then(
      (next) => !cancelled && setCaptcha(next),
      () => !cancelled && setCaptchaFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [puzzle, captcha, captchaFailed, username]);

  const reloadCaptcha = useCallback(() => {
    setCaptcha(null);
    setCaptchaFailed(false);
  }, []);

  const change = (field: Field) => (value: string) => {
    if (!intended.current) {
      intended.current = true;
      void prepareLogin();
      onIntent?.();
    }
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): LoginErrors => {
    const next: LoginErrors = {};
    if (!values.username.trim()) next.username = 'app.login.usernameRequired';
    if (!values.password) next.password = 'app.login.passwordRequired';
    if (puzzle && !values.captcha.trim()) next.captcha = 'app.login.captchaRequired';
    return next;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await authProvider.login({
        username: values.username.trim(),
        password: values.password,
        ...(puzzle && captcha ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {}),
      });
      setPuzzle(false);
      // the first page's routes and schemas load while the console's code does; a password set
      // by someone else shows only the change step, with nothing else to load yet
      if (!session.get().mustChangePassword) prefetchFirstPage();
      onSuccess();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'app.login.failed';
      setFailure(message);
      if (isPuzzleError(error)) {
        setPuzzle(true);
        setValues((v) => ({ ...v, captcha: '' }));
        reloadCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    failure,
    submitting,
    puzzle,
    captcha,
    captchaFailed,
    change,
    submit,
    reloadCaptcha,
  };
}
