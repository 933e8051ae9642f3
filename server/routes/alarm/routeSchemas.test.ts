import { ALARM_BULK_MAX, ALARM_COMMENT_MAX, ALARM_KINDS, ALARM_STATE_FILTERS, PAID_CHANNELS, SNOOZE_CHOICES_MINUTES } from '../../../src/lib/alarms';
import balanceHistoryQuery from '../balance/history.query.json';
import topUpBody from '../balance/topup.body.json';
import acknowledgeBody from './acknowledge.body.json';
import closeBody from './close.body.json';
import historyQuery from './history.query.json';
import snoozeBody from './snooze.body.json';

describe('the route schemas say what src/lib/alarms.ts says', () => {
  it('lists the same kinds, state filters, channels, snooze choices and limits', () => {
    expect(historyQuery.properties.kind.enum).toEqual([...ALARM_KINDS]);
    expect(historyQuery.properties.state.enum).toEqual([...ALARM_STATE_FILTERS]);
    expect(balanceHistoryQuery.properties.kind.enum).toEqual([...PAID_CHANNELS]);
    expect(topUpBody.properties.kind.enum).toEqual([...PAID_CHANNELS]);
    expect(snoozeBody.properties.minutes.enum).toEqual([...SNOOZE_CHOICES_MINUTES]);
    for (const body of [acknowledgeBody, closeBody, snoozeBody]) expect(body.properties.ids.maxItems).toBe(ALARM_BULK_MAX);
    expect(acknowledgeBody.properties.comment.maxLength).toBe(ALARM_COMMENT_MAX);
    expect(closeBody.properties.reason.maxLength).toBe(ALARM_COMMENT_MAX);
  });
});
