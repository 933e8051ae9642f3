/** A document's file: the shared file input, with its rules (types and size, from the schema's x-file) said under it. */
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetInputProps } from '../../src/framework';
import { formatBytes } from '../../src/lib/validation/keywords';
import { FileUploadWidget } from '../../src/framework/widgets/uploadInputs';

export function DocumentUploadInput(props: WidgetInputProps) {
  const translate = useTranslate();
  const rules = props.ctx.property['x-file'] as { accept?: string[]; maxSize?: number } | undefined;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <FileUploadWidget {...props} />
      {rules?.accept && rules.maxSize !== undefined && (
        <Typography variant="caption" color="text.secondary" data-testid="document-rules">
          {translate('resources.assetFile.rules', { accept: rules.accept.join(', '), limit: formatBytes(rules.maxSize) })}
        </Typography>
      )}
    </Box>
  );
}
