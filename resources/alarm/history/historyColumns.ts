/**
 * The history table's columns, in order (HistoryRow renders its cells in this order), and which of
 * them the user may leave out. By default the table leaves out the organization (a filter of the
 * page) and the handling (spec §4's processed or not: acknowledged or closed by hand, which the
 * state and acknowledged columns show), so that the table fits the page at 1440 px with the
 * sidebar open and its row actions cover no data (issue 26 §3). The column chooser brings them back.
 */
export const HISTORY_COLUMNS = ['device', 'organization', 'kind', 'level', 'opened', 'duration', 'peak', 'state', 'handling', 'acknowledged'] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

/** the row's header (its device and the session link) is always shown */
export const OPTIONAL_COLUMNS: HistoryColumn[] = HISTORY_COLUMNS.filter((column) => column !== 'device');
export const DEFAULT_HIDDEN: readonly HistoryColumn[] = ['organization', 'handling'];

/** The chooser's key for the page's choice (useColumnPrefs): one for each history. */
export const columnsKey = (advanced: boolean) => (advanced ? 'alarmadvancedhistory' : 'alarmhistory');
