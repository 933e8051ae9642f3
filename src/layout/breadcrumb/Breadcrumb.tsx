import { memo, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/language';
import { useServerRoutesContext } from '../ServerRoutesContext';
import { buildBreadcrumb } from './breadcrumbModel';

/** One item: a link, or text (the page itself, a route that does not redirect). Unchanged items keep their render. */
const Step = memo(function Step({ title, to, current }: { title: string; to: string | undefined; current: boolean }) {
  return to ? (
    <Link component={RouterLink} to={to} underline="hover" color="text.primary" sx={{ fontWeight: 500 }}>
      {title}
    </Link>
  ) : (
    <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }} aria-current={current ? 'page' : undefined}>
      {title}
    </Typography>
  );
});

/**
 * Where the current page sits in the server's route tree (spec §2 "Breadcrumb"). On a phone it
 * collapses to its last item, the page itself, after a "…" that unfolds the rest.
 */
export function Breadcrumb() {
  const { routes } = useServerRoutesContext();
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const indexTitle = translate('app.breadcrumb.index');
  const items = useMemo(
    () => buildBreadcrumb(routes, pathname, isLanguage(locale) ? locale : DEFAULT_LANGUAGE, indexTitle),
    [routes, pathname, locale, indexTitle],
  );
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Breadcrumbs
      {...(phone ? { maxItems: 1, itemsBeforeCollapse: 0, itemsAfterCollapse: 1 } : {})}
      separator="/"
      aria-label={translate('app.breadcrumb.label')}
      data-testid="breadcrumb"
      sx={{ fontSize: 14, minWidth: 0, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, '& .MuiBreadcrumbs-li': { whiteSpace: 'nowrap' } }}
    >
      {items.map((item, index) => (
        <Step key={item.key} title={item.title} to={item.to} current={index === items.length - 1} />
      ))}
    </Breadcrumbs>
  );
}
