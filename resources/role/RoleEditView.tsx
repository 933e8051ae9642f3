/** The role editor as the resource's edit view, loaded with its first opening (it brings the generated edit dialog along). */
import { lazy, Suspense } from 'react';
import type { RecordViewProps } from '../../src/framework';

const RoleEdit = lazy(() => import('./RoleEdit').then((m) => ({ default: m.RoleEdit })));

export function RoleEditView(props: RecordViewProps) {
  return (
    <Suspense fallback={null}>
      <RoleEdit {...props} />
    </Suspense>
  );
}
