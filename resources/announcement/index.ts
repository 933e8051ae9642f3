/**
 * Announcement publishing (issue 28 §2, page /announcement/index): the generated list and editor
 * of schemas/announcement.schema.json, with the editor's own inputs (rich text or a URL, up to 5
 * attachments, every company for a platform administrator) and each row's readers.
 */
import { defineResource } from '../../src/framework';
import { ReadersButton } from './ReadersButton';
import { ANNOUNCEMENT_WIDGETS } from './widgets';

export default defineResource({ name: 'announcement', overrides: { widgets: ANNOUNCEMENT_WIDGETS, rowActions: [ReadersButton] } });
