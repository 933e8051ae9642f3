/**
 * Documents (issue 29 §5, page /asset/file/index): the generated pages; the file uploads with the
 * shared file input, its types and size said under it, and downloads through the company-scoped GET /assetFile/{id}/download.
 */
import { defineResource, named } from '../../src/framework';
import { fileExport } from '../../src/framework/widgets/exportValues';
import { DocumentDownloadCell } from './DocumentDownloadCell';
import { DocumentUploadInput } from './DocumentUploadInput';

export default defineResource({
  name: 'assetFile',
  overrides: {
    ui: { fields: { file: { widget: 'assetDocument' } } },
    widgets: [{ name: 'assetDocument', tester: named('assetDocument'), input: DocumentUploadInput, cell: DocumentDownloadCell, exportValue: fileExport, sortable: false }],
  },
});
