/** The editor's inputs, named by schemas/announcement.schema.json's `x-ui.fields` (a registry entry each, STYLE §4). */
import { named, type WidgetEntry } from '../../src/framework';
import { AllCompaniesInput } from './AllCompaniesInput';
import { AttachmentsInput } from './AttachmentsInput';
import { ContentInput } from './ContentInput';
import { DEPENDENT_WIDGET } from './DependentInput';

export const ANNOUNCEMENT_WIDGETS: WidgetEntry[] = [
  { name: 'announcementContent', tester: named('announcementContent'), input: ContentInput },
  { name: 'announcementAttachments', tester: named('announcementAttachments'), input: AttachmentsInput },
  { name: 'platformAdminOnly', tester: named('platformAdminOnly'), input: AllCompaniesInput },
  DEPENDENT_WIDGET,
];
