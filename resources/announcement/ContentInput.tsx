/**
 * The content: HTML in a rich-text editor (contentType 1; the server sanitizes it again on save),
 * or the address of a page shown in a frame. The editor is loaded only when the form opens.
 */
import { Suspense, lazy } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import LinearProgress from '@mui/material/LinearProgress';
import type { WidgetInputProps } from '../../src/framework';
import { HTML_CONTENT_TYPE } from '../../src/lib/announcements';
import { inputProps } from '../../src/framework/widgets/inputProps';

const RichTextContent = lazy(() => import('./RichTextContent'));

export function ContentInput(props: WidgetInputProps) {
  const translate = useTranslate();
  const contentType: unknown = useWatch({ name: 'contentType' });
  const html = Number(contentType ?? HTML_CONTENT_TYPE) === HTML_CONTENT_TYPE;
  const common = inputProps(props);
  if (!html) {
    return <TextInput {...common} type="url" inputMode="url" fullWidth helperText={translate('resources.announcement.editor.urlHelp')} />;
  }
  return (
    <Suspense fallback={<LinearProgress aria-label={props.label} />}>
      <RichTextContent source={common.source} label={props.label} readOnly={props.readOnly} isRequired={common.isRequired} helperText={translate('resources.announcement.editor.htmlHelp')} />
    </Suspense>
  );
}
