import { useState } from 'react';
import { ApiError } from '../../../src/api';
import { FLOOR_PLAN_MAX_BYTES } from '../../../src/lib/floorPlans';
import { uploadFloorPlan } from './floorPlanApi';
import { failureText } from './useFloorPlanPage';

const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif'];

/** Why a file may not be sent, as a translation key with its values; null when it may (the server checks again). */
export function planFileIssue(file: { name: string; size: number }): { key: string; params: Record<string, string> } | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!IMAGE_TYPES.includes(extension)) return { key: 'validation.file.accept', params: { accept: IMAGE_TYPES.join(', ') } };
  if (file.size > FLOOR_PLAN_MAX_BYTES) return { key: 'validation.file.maxSize', params: { limit: '5 MB' } };
  return null;
}

type Errors = Partial<Record<'name' | 'organizationId' | 'image' | 'form', { key: string; params?: Record<string, string> }>>;

/** The upload dialog's form: what the user typed stays when the server refuses it. */
export function useUploadPlan(onDone: (id: number) => void | Promise<void>) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [organizationId, setOrganizationId] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const issue = chosen && planFileIssue(chosen);
    setErrors((current) => ({ ...current, image: issue ?? undefined }));
  };

  const submit = async () => {
    const next: Errors = {};
    if (!name.trim()) next.name = { key: 'validation.required' };
    if (organizationId === '') next.organizationId = { key: 'validation.required' };
    if (!file) next.image = { key: 'validation.required' };
    else {
      const issue = planFileIssue(file);
      if (issue) next.image = issue;
    }
    setErrors(next);
    if (Object.keys(next).length || !file || organizationId === '') return;
    setBusy(true);
    try {
      const { id } = await uploadFloorPlan({ name: name.trim(), organizationId }, file);
      setOpen(false);
      setName('');
      setFile(null);
      setErrors({});
      await onDone(id);
    } catch (error) {
      // the server's field messages at their fields (already in the user's language), else one message
      const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const known = (['name', 'organizationId', 'image'] as const).filter((field) => fields[field]);
      setErrors(known.length ? Object.fromEntries(known.map((field) => [field, { key: fields[field]! }])) : { form: { key: failureText(error) } });
    } finally {
      setBusy(false);
    }
  };

  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    name,
    setName,
    organizationId,
    setOrganizationId,
    file,
    choose,
    errors,
    busy,
    submit,
  };
}
