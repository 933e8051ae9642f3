/** react-admin's rich-text input (tiptap), in a chunk of its own: only the announcement editor needs it. */
import { RichTextInput } from 'ra-input-rich-text';

interface Props {
  source: string;
  label: string;
  readOnly: boolean;
  isRequired: boolean;
  helperText: string;
}

export default function RichTextContent({ source, label, readOnly, isRequired, helperText }: Props) {
  return <RichTextInput source={source} label={label} readOnly={readOnly} disabled={readOnly} isRequired={isRequired} helperText={helperText} fullWidth />;
}
