/** Read by screen readers, not shown (a column head of icons, a chart's words): the console's one style. */
export { VISUALLY_HIDDEN as SR_ONLY } from '../../../src/components/visuallyHidden';
