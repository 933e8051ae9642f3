/**
 * Files: an image with its preview, or any file; `accept` from `x-ui.fields`. The size limit is
 * checked by the form's validation (the schema's `x-file`, or `x-ui.fields.maxSize`), so an
 * oversized file gets a message at its field instead of being dropped silently by the dropzone.
 */
import { FileField, FileInput, ImageField, ImageInput, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { WidgetInputProps } from './registry';
import { useObjectUrlRef } from './useObjectUrlRef';

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

/**
 * A picked File as the form keeps it: `{ rawFile, title }`, without react-admin's object URL
 * (which it never revokes); the preview makes its own and revokes it.
 */
const picked = (file: unknown) => (file instanceof File ? { rawFile: file, title: file.name } : file);
const parseFiles = (multiple: boolean) => (files: unknown) => {
  if (!files) return multiple ? [] : null;
  return Array.isArray(files) ? files.map(picked) : picked(files);
};

type PreviewRecord = { rawFile?: Blob; src?: string; title?: string };

const IMAGE_SX = { m: 0.5, width: 200, height: 100, objectFit: 'contain' } as const;

function ImagePreview() {
  const file = useRecordContext<PreviewRecord>();
  const ref = useObjectUrlRef(file?.rawFile, 'src');
  if (!file?.rawFile) return <ImageField source="src" title="title" />;
  return <Box component="img" ref={ref} alt={file.title} title={file.title} sx={IMAGE_SX} />;
}

function FilePreview() {
  const file = useRecordContext<PreviewRecord>();
  const ref = useObjectUrlRef(file?.rawFile, 'href');
  if (!file?.rawFile) return <FileField source="src" title="title" />;
  return (
    <Link ref={ref} title={file.title} download={file.title} variant="body2">
      {file.title}
    </Link>
  );
}

/**
 * What both upload inputs get: one file or several (an array property), the stored value shown
 * as a preview, and the form's validation run for this field right after a pick (an oversized
 * file is said now, not at Save).
 */
function useUploadProps({ ctx, label, readOnly }: WidgetInputProps) {
  const { trigger } = useFormContext();
  const multiple = ctx.property.type === 'array';
  return {
    source: ctx.name,
    label,
    multiple,
    format: toPreview,
    parse: parseFiles(multiple),
    onChange: () => void trigger(ctx.name),
    disabled: readOnly,
    isRequired: ctx.required,
    helperText: false as const,
  };
}

export function ImageUploadWidget(props: WidgetInputProps) {
  const accept = props.ctx.ui.accept?.length ? { 'image/*': props.ctx.ui.accept.map((a) => `.${a}`) } : { 'image/*': [] };
  return (
    <ImageInput {...useUploadProps(props)} accept={accept}>
      <ImagePreview />
    </ImageInput>
  );
}

export function FileUploadWidget(props: WidgetInputProps) {
  const accept = acceptOf(props.ctx.ui.accept);
  return (
    <FileInput {...useUploadProps(props)} {...(accept ? { accept } : {})}>
      <FilePreview />
    </FileInput>
  );
}
