import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { PageProps } from '../../../src/framework';
import { useAlarmRange } from '../range/useAlarmRange';
import { dayRows, kindRows, levelRows, organizationRows } from './figureRows';
import { FigureSection } from './FigureSection';
import { KeyFigures } from './KeyFigures';
import { StatsFrame } from './StatsFrame';
import { useAlarmStats } from './useAlarmStats';

const K = 'alarm.pages.stats';

/** /alarm/stats: the range's alarms by day, kind, level and organization, each chart with its table; the mean times. */
export function AlarmStatsPage(_props: PageProps) {
  const translate = useTranslate();
  const range = useAlarmRange();
  const result = useAlarmStats(range.request);
  return (
    <StatsFrame id="alarm-stats" title={translate(`${K}.title`)} range={range} result={result} empty={(stats) => stats.total === 0}>
      {(stats) => (
        <>
          <KeyFigures stats={stats} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <FigureSection
              id="byDay"
              wide
              layout="vertical"
              title={translate(`${K}.sections.byDay`)}
              keyHeader={translate(`${K}.columns.day`)}
              rows={dayRows(stats)}
            />
            <FigureSection id="byKind" title={translate(`${K}.sections.byKind`)} keyHeader={translate(`${K}.columns.kind`)} rows={kindRows(translate, stats)} />
            <FigureSection
              id="byLevel"
              title={translate(`${K}.sections.byLevel`)}
              keyHeader={translate(`${K}.columns.level`)}
              rows={levelRows(translate, stats)}
            />
            <FigureSection
              id="byOrganization"
              wide
              title={translate(`${K}.sections.byOrganization`)}
              keyHeader={translate(`${K}.columns.organization`)}
              rows={organizationRows(translate, stats)}
            />
          </Box>
        </>
      )}
    </StatsFrame>
  );
}
