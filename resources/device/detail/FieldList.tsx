import { Labeled, RecordContextProvider } from 'react-admin';
import Box from '@mui/material/Box';
import { useEntity } from '../../../src/framework';
import { useLabels } from '../../../src/framework/schema/labels';
import { SchemaValue } from '../../../src/framework/widgets/SchemaValue';
import type { DeviceRecord } from './deviceRecord';

/** Some of the device's fields, each as its schema widget shows it (names of references, labels of enums). */
export function FieldList({ device, names }: { device: DeviceRecord; names: readonly string[] }) {
  const entity = useEntity('device');
  const labels = useLabels(entity);
  return (
    <RecordContextProvider value={device}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 1.5 }}>
        {names
          .filter((name) => name in entity.properties)
          .map((name) => (
            <Labeled key={name} label={labels.field(name)}>
              <SchemaValue entity={entity} name={name} />
            </Labeled>
          ))}
      </Box>
    </RecordContextProvider>
  );
}
