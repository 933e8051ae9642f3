/** The attachments: the shared file input, held to the limit of spec §5. */
import type { WidgetInputProps } from '../../src/framework';
import { FileUploadWidget } from '../../src/framework/widgets/uploadInputs';
import { useAttachmentLimit } from './useAttachmentLimit';

export function AttachmentsInput(props: WidgetInputProps) {
  useAttachmentLimit(props.ctx.name);
  return <FileUploadWidget {...props} />;
}
