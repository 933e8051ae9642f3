export { AnnouncementDialog } from './AnnouncementDialog';
