/**
 * Whether a device's model has a channel (src/lib/readings.ts MODEL_CHANNELS), as SQL over
 * `d.model`: a listed model has what its entry says, any other model the DEFAULT_CHANNELS.
 * Portable: `IN` / `NOT IN` over the listed models.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { DEFAULT_CHANNELS, MODEL_CHANNELS, type Channel } from '../../../../src/lib/readings';

export function modelHasSql(channel: Channel): RawBuilder<SqlBool> {
  const listed = Object.entries(MODEL_CHANNELS);
  if (DEFAULT_CHANNELS.includes(channel)) {
    const lacking = listed.filter(([, channels]) => !channels.includes(channel)).map(([model]) => model);
    return lacking.length ? sql<SqlBool>`(d.model not in (${sql.join(lacking)}))` : sql<SqlBool>`(1 = 1)`;
  }
  const having = listed.filter(([, channels]) => channels.includes(channel)).map(([model]) => model);
  return having.length ? sql<SqlBool>`(d.model in (${sql.join(having)}))` : sql<SqlBool>`(1 = 0)`;
}

/** The latest state's value of a channel's field, null when the model lacks the channel. */
export function channelValueSql(channel: Channel, column: RawBuilder<number | null>): RawBuilder<number | null> {
  return sql<number | null>`(case when ${modelHasSql(channel)} then ${column} else null end)`;
}
