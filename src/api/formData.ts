/** Multipart bodies (spec §7: login and most forms are multipart). */
export type FormValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type FormFiles = Record<string, Blob | readonly Blob[] | null | undefined>;

/** Multipart body: null/undefined fields are left out, arrays become repeated fields. */
export function toFormData(fields: Record<string, FormValue>, files: FormFiles = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const one of [value].flat()) form.append(key, String(one));
  }
  for (const [key, value] of Object.entries(files)) {
    if (!value) continue;
    for (const blob of [value].flat()) form.append(key, blob, blob instanceof File ? blob.name : 'blob');
  }
  return form;
}
