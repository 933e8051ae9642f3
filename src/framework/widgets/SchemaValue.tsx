/** One property's value for reading: list cells and the detail view. */
import { ChipField, ReferenceArrayField, ReferenceField, SingleFieldList, TextField, useRecordContext } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { EntityEntry } from '../schema/schemaRegistry';
import { useLabels } from '../schema/labels';
import { formatUnix } from './unixTime';
import { valueKind } from './valueKind';
import { fileHref } from '../../lib/fileHref';
import { useReferenceLookup } from './referenceLookups';

/** A file value (`{ name, url }`, or a URL) as a link text and address. */
function fileOf(value: unknown): { name: string; url: string } | null {
  if (!value) return null;
  if (typeof value === 'string') return { name: value.split('/').pop() ?? value, url: value };
  const file = value as { name?: string; url?: string };
  return { name: file.name ?? '', url: file.url ?? '' };
}

/** An object (a waybill's consignor) as its values in order; anything else as text. */
export function plainText(value: unknown): string {
  if (value && typeof value === 'object') return Object.values(value).filter((v) => v !== null && v !== '').map(String).join(', ');
  return String(value);
}

export function SchemaValue({ entity, name }: { entity: EntityEntry; name: string; source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const labels = useLabels(entity);
  const lookup = useReferenceLookup(name);
  const property = entity.properties[name];
  const ui = entity.ui.fields?.[name];
  const value = record?.[name];
  const kind = valueKind(property, ui);
  if (kind === 'reference' && ui?.reference && Array.isArray(value)) {
    return (
      <ReferenceArrayField source={name} reference={ui.reference.resource} record={record}>
        <SingleFieldList linkType={false}>
          <ChipField source={ui.reference.label} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  }
  if (kind === 'reference' && ui?.reference && lookup) return <span>{value === undefined || value === null ? '' : (lookup.get(String(value)) ?? '')}</span>;
  if (kind === 'reference' && ui?.reference) {
    return (
      <ReferenceField source={name} reference={ui.reference.resource} link={false} record={record}>
        <TextField source={ui.reference.label} />
      </ReferenceField>
    );
  }
  if (value === undefined || value === null || value === '') return <span />;
  switch (kind) {
    case 'enum':
      return <span>{labels.enumValue(name, value)}</span>;
    case 'boolean':
      return value ? <CheckIcon fontSize="small" aria-label={labels.translate('ra.boolean.true')} /> : <CloseIcon fontSize="small" aria-label={labels.translate('ra.boolean.false')} />;
    case 'date':
    case 'datetime':
      return <span>{formatUnix(value, kind === 'datetime')}</span>;
    case 'image': {
      const file = fileOf(Array.isArray(value) ? value[0] : value);
      const src = fileHref(file?.url);
      return src ? <img src={src} alt={file?.name ?? ''} style={{ maxHeight: 40, maxWidth: 80 }} /> : <span />;
    }
    case 'file':
      return (
        <span>
          {[value].flat().map((one, i) => {
            const file = fileOf(one);
            const href = fileHref(file?.url);
            if (!file) return null;
            return href ? (
              <a key={i} href={href} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
                {file.name}
              </a>
            ) : (
              <span key={i} style={{ marginRight: 8 }}>
                {file.name}
              </span>
            );
          })}
        </span>
      );
    case 'array':
      return <span>{(value as unknown[]).map((v) => (property?.items?.enum ? labels.enumValue(name, v) : String(v))).join(', ')}</span>;
    default:
      return <span>{plainText(value)}</span>;
  }
}
