import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';

/** Public routes whose pages arrive with later work: say so, never a blank page. */
export default function PublicPlaceholder({ component }: { component: string }) {
  return <NotAvailablePage component={component} />;
}
