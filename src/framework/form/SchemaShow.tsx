import { Labeled, ShowBase, useShowContext, type Identifier } from 'react-admin';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { shownOn } from '../../lib/schema/types';
import { propertiesFor, type EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import { SchemaValue } from '../widgets/SchemaValue';
import { RecordLoadError, STAY_ON_LOAD_ERROR } from './RecordLoadError';

function Details({ entity }: { entity: EntityEntry }) {
  const { record, isPending, error, refetch } = useShowContext();
  const labels = useLabels(entity);
  if (error) return <RecordLoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <LinearProgress />;
  const properties = propertiesFor(entity, record);
  const names = Object.keys(properties).filter((name) => shownOn(entity.ui.fields?.[name], 'show') && !properties[name]?.writeOnly);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      {names.map((name) => (
        <Labeled key={name} label={labels.field(name)}>
          <SchemaValue entity={entity} name={name} />
        </Labeled>
      ))}
    </Box>
  );
}

/** A record's details in a drawer over the list. */
export function SchemaShow({ entity, id, title, onClose }: { entity: EntityEntry; id: Identifier; title: string; onClose(): void }) {
  return (
    <Drawer anchor="right" open onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 3 }} role="region" aria-label={title}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <ShowBase resource={entity.resource} id={id} {...STAY_ON_LOAD_ERROR}>
          <Details entity={entity} />
        </ShowBase>
      </Box>
    </Drawer>
  );
}
