// The context lives in the framework, so that resources' pages can read it too.
export { PageVisibleContext, usePageVisible } from '../../framework/usePageVisible';
