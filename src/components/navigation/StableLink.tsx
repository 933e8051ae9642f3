import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import { hrefOf, useStableNavigate } from './useStableNavigate';

export interface StableLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** an absolute console path, query included */
  to: string;
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window), a target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/**
 * A link to a console path that, unlike react-router's Link, does not read the location: it
 * re-renders with its own props only, not on every navigation. For the layout's bars, where a
 * tab switch must cost a frame (issue 11 §4); elsewhere react-router's Link is as good.
 */
export function StableLink({ to, state, replace, onClick, target, ref, ...rest }: StableLinkProps) {
  const { basename } = useContext(NavigationContext);
  const navigate = useStableNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { state, replace });
  };
  return <a {...rest} ref={ref} href={hrefOf(basename, to)} target={target} onClick={handleClick} />;
}
