import { useTranslate } from 'ra-core';
import type { PageProps } from '../../../src/framework';
import { MonitorView } from './MonitorView';

/** /device/monitor: every device the user may see, live. */
export function MonitorPage(_props: PageProps) {
  const translate = useTranslate();
  return <MonitorView title={translate('resources.device.monitor.title')} />;
}
