/**
 * Whether the user may acknowledge, close and snooze: the alarm history page's edit code
 * (`alarmhistory_edit`, spec §6), which the server asks for on every page that offers them.
 */
import { actionCode, isVisible } from '../../../src/lib/permissionCodes';
import { usePageCodes } from '../../../src/framework';

export const ALARM_EDIT_PAGE = 'AlarmHistory';

export function useAlarmEditAccess(): boolean {
  const codes = usePageCodes(ALARM_EDIT_PAGE);
  return codes !== null && isVisible(codes, { actionCode: actionCode(ALARM_EDIT_PAGE, 'edit') });
}
