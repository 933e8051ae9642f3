/** Files: an image with its preview, or any file; `accept` and `maxSize` from `x-ui.fields`. */
import { FileField, FileInput, ImageField, ImageInput } from 'react-admin';
import type { WidgetInputProps } from './registry';

const acceptOf = (accept?: string[]) => (accept?.length ? { 'application/octet-stream': accept.map((a) => `.${a}`) } : undefined);

/** A stored file (`{ name, url }` or a URL) as the inputs want it: `{ src, title }` (kept keys go back on save). */
const toPreview = (value: unknown): unknown => {
  if (!value) return value;
  if (typeof value === 'string') return { src: value, title: value.split('/').pop() };
  if (Array.isArray(value)) return value.map(toPreview);
  if (typeof value === 'object' && !('src' in value) && !('rawFile' in value)) {
    const file = value as { name?: string; url?: string };
    return { ...file, src: file.url ?? '', title: file.name ?? '' };
  }
  return value;
};

export function ImageUploadWidget({ ctx, label, readOnly }: WidgetInputProps) {
  const multiple = ctx.property.type === 'array';
  const accept = ctx.ui.accept?.length ? { 'image/*': ctx.ui.accept.map((a) => `.${a}`) } : { 'image/*': [] };
  return (
    <ImageInput
      source={ctx.name}
      label={label}
      accept={accept}
      multiple={multiple}
      {...(ctx.ui.maxSize ? { maxSize: ctx.ui.maxSize } : {})}
      format={toPreview}
      disabled={readOnly}
      isRequired={ctx.required}
      helperText={false}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

export function FileUploadWidget({ ctx, label, readOnly }: WidgetInputProps) {
  const multiple = ctx.property.type === 'array';
  const accept = acceptOf(ctx.ui.accept);
  return (
    <FileInput
      source={ctx.name}
      label={label}
      {...(accept ? { accept } : {})}
      multiple={multiple}
      {...(ctx.ui.maxSize ? { maxSize: ctx.ui.maxSize } : {})}
      format={toPreview}
      disabled={readOnly}
      isRequired={ctx.required}
      helperText={false}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
}
