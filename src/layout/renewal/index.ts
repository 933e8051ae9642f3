export { RenewalDialog } from './RenewalDialog';
