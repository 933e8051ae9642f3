/** Who may read a temperature log (issue 14 §3): the role holds the page's menu (spec §6, route name). */
export const TEMPERATURE_LOG_PAGES = ['StatisticsTemperatureLog'] as const;
