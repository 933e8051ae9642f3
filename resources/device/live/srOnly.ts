/** Read by screen readers, not shown: the console's one style (its `width: 1` in `sx` was 100 %, issue 26 §3). */
export { VISUALLY_HIDDEN as SR_ONLY } from '../../../src/components/visuallyHidden';
