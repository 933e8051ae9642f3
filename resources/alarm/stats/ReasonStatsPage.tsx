import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { PageProps } from '../../../src/framework';
import { useAlarmRange } from '../range/useAlarmRange';
import { commentRows, endReasonRows, solutionRows } from './figureRows';
import { FigureSection } from './FigureSection';
import { StatsFrame } from './StatsFrame';
import { useReasonStats } from './useAlarmStats';

const K = 'alarm.pages.reasonStats';

/** /alarm/reasonstats: the range's ends by reason, and its acknowledgements by comment and by solution. */
export function ReasonStatsPage(_props: PageProps) {
  const translate = useTranslate();
  const range = useAlarmRange();
  const result = useReasonStats(range.request);
  return (
    <StatsFrame
      id="alarm-reasonstats"
      title={translate(`${K}.title`)}
      range={range}
      result={result}
      empty={(stats) => !stats.byEndReason.length && !stats.byComment.length && !stats.bySolution.length}
    >
      {(stats) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <FigureSection
            id="byEndReason"
            wide
            title={translate(`${K}.sections.byEndReason`)}
            keyHeader={translate(`${K}.columns.reason`)}
            rows={endReasonRows(translate, stats)}
          />
          <FigureSection
            id="bySolution"
            title={translate(`${K}.sections.bySolution`)}
            keyHeader={translate(`${K}.columns.solution`)}
            rows={solutionRows(stats)}
          />
          <FigureSection
            id="byComment"
            title={translate(`${K}.sections.byComment`)}
            keyHeader={translate(`${K}.columns.comment`)}
            rows={commentRows(translate, stats)}
          />
        </Box>
      )}
    </StatsFrame>
  );
}
