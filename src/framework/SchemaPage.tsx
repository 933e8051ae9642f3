/**
 * The generated page of one server component path: the entity's list with the component's fixed
 * filter; create, edit and show open over it. All state lives in this page, which the tab keeps.
 */
import { useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FullPageMessage } from '../components/FullPageMessage';
import { SchemaCreate } from './form/SchemaCreate';
import { SchemaEdit } from './form/SchemaEdit';
import { SchemaShow } from './form/SchemaShow';
import { SchemaList } from './list/SchemaList';
import { useSchemaList } from './list/useSchemaList';
import { recordLabelOf, useLabels } from './schema/labels';
import { normalizeComponent } from '../lib/routes';
import type { PageBinding } from './schema/schemaRegistry';
import { useEntity, useSchemaRegistry } from './schema/SchemaRegistryContext';

type Open = { mode: 'create' } | { mode: 'edit' | 'show'; record: RaRecord } | null;

/** Fixed filter values that are plain equalities are also the defaults of a new record. */
function defaultsOf(filter: Record<string, string | number | boolean>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([key, value]) => !/_(gte|lte)$/.test(key) && !String(value).startsWith('$')));
}

export function SchemaPage({ binding, name }: { binding: PageBinding; name: string }) {
  const entity = useEntity(binding.resource);
  const model = useSchemaList(entity, binding.component, name);
  const labels = useLabels(entity);
  const [open, setOpen] = useState<Open>(null);
  const defaults = useMemo(() => defaultsOf(model.fixedFilter), [model.fixedFilter]);
  const close = () => setOpen(null);
  const recordTitle = (record: RaRecord) => `${labels.entityName(1)} ${recordLabelOf(entity, record)}`;
  const title = binding.component.title ? labels.translate(binding.component.title, { _: labels.entityName() }) : labels.entityName();
  // a resource's own views replace the generated ones (defineResource's `views`)
  const { list: List = SchemaList, create: Create = SchemaCreate, edit: Edit = SchemaEdit, show: Show = SchemaShow } = entity.overrides.views ?? {};
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <List
        model={model}
        onCreate={() => setOpen({ mode: 'create' })}
        onEdit={(record) => setOpen({ mode: 'edit', record })}
        onShow={(record) => setOpen({ mode: 'show', record })}
      />
      {open?.mode === 'create' ? <Create entity={entity} defaults={defaults} onClose={close} /> : null}
      {open?.mode === 'edit' ? <Edit entity={entity} id={open.record.id} title={recordTitle(open.record)} onClose={close} /> : null}
      {open?.mode === 'show' ? <Show entity={entity} id={open.record.id} title={recordTitle(open.record)} onClose={close} /> : null}
    </Box>
  );
}

/** The page for a component path, whichever entity serves it (what the page registry renders). */
export function SchemaPageRoute({ component, name }: { component: string; name: string }) {
  const binding = useSchemaRegistry().pages.get(normalizeComponent(component));
  if (!binding) return <NotServed component={component} />;
  return <SchemaPage binding={binding} name={name} />;
}

/** No entity serves the path (its schema did not load): said as the console's not-available page says it. */
function NotServed({ component }: { component: string }) {
  const translate = useTranslate();
  return (
    <FullPageMessage title={translate('app.pages.notAvailable.title')}>
      <Typography>{translate('app.pages.notAvailable.body', { component })}</Typography>
    </FullPageMessage>
  );
}
