/** The panel's element id, for the bell's aria-controls: its own module, so the bell does not load the panel. */
export const ALARM_PANEL_ID = 'alarm-panel';
