/** The layout's alarm feed and panel (issue 13 §3), and what the navbar's bell reads. */
export { AlarmCenter } from './AlarmCenter';
export { ALARM_PANEL_ID } from './panelId';
export { useAlarmFeedState, useAlarmFeedStore } from './AlarmFeedContext';
export { useSocketStatus } from './useSocketStatus';
