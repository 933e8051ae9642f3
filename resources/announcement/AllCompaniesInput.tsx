/** "All companies": shown only to a platform administrator, the one who may publish to every company. */
import type { WidgetInputProps } from '../../src/framework';
import { BooleanWidget } from '../../src/framework/widgets/basicInputs';
import { useMayPublishEverywhere } from './usePublishingScope';

export function AllCompaniesInput(props: WidgetInputProps) {
  return useMayPublishEverywhere() ? <BooleanWidget {...props} /> : null;
}
