/**
 * A generated list's row buttons. Rows share what they can (labels translated once, one media
 * query, one delete dialog and mutation for the whole list): a 100-row page mounts a fraction
 * of the components that a DeleteWithConfirmButton per row would (`npm run bench`).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Confirm, useDeleteController, useRecordContext, type RaRecord } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import { recordAllows } from '../../lib/schema/recordRules';
import type { RecordActionProps } from '../schema/defineResource';
import type { ActionAccess } from '../permissions/entityPermissions';
import { recordLabelOf, useLabels } from '../schema/labels';
import type { SchemaListModel } from './useSchemaList';

/** What every row's buttons share: labels translated once, one media query, the list's one delete dialog. */
interface RowShared {
  editLabel: string;
  deleteLabel: string;
  small: boolean;
  askDelete(record: RaRecord): void;
}
const RowSharedContext = createContext<RowShared | null>(null);

/** One confirm dialog and one delete mutation for the whole list, instead of one per row. */
export function RowShared({ entity, children }: { entity: SchemaListModel['entity']; children: ReactNode }) {
  const { translate } = useLabels(entity);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [pending, setPending] = useState<RaRecord | null>(null);
  const shared = useMemo(
    () => ({ editLabel: translate('ra.action.edit'), deleteLabel: translate('ra.action.delete'), small, askDelete: setPending }),
    [translate, small],
  );
  return (
    <RowSharedContext.Provider value={shared}>
      {children}
      <DeleteConfirm entity={entity} record={pending} onClose={() => setPending(null)} />
    </RowSharedContext.Provider>
  );
}

/** DeleteWithConfirmButton's dialog (same texts, pessimistic, no redirect) for the record asked. */
function DeleteConfirm({ entity, record, onClose }: { entity: SchemaListModel['entity']; record: RaRecord | null; onClose(): void }) {
  const { translate, entityName } = useLabels(entity);
  const { isPending, handleDelete } = useDeleteController({
    record: record ?? undefined,
    resource: entity.resource,
    redirect: false,
    mutationMode: 'pessimistic',
    mutationOptions: { onSettled: onClose },
  });
  // no <Resource> is registered, so react-admin would name the record "#17": name it as the dialogs do
  const recordRepresentation = record ? recordLabelOf(entity, record) : '';
  const singular = entityName(1);
  const lower = translate(`resources.${entity.resource}.forcedCaseName`, { smart_count: 1, _: singular.charAt(0).toLowerCase() + singular.slice(1) });
  return (
    <Confirm
      isOpen={record !== null}
      loading={isPending}
      title="ra.message.delete_title"
      content="ra.message.delete_content"
      titleTranslateOptions={{ name: singular, recordRepresentation, id: record?.id }}
      contentTranslateOptions={{ name: lower, recordRepresentation, id: record?.id }}
      onConfirm={handleDelete}
      onClose={onClose}
    />
  );
}

// Material Icons' Edit and Delete (Apache-2.0), drawn inline: an SvgIcon per row is one more
// styled component per button on a 100-row page
const ICON_PATHS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-7l-1 1H5v2h14z',
} as const;
type RowIcon = keyof typeof ICON_PATHS;

const iconMask = (icon: RowIcon) => `url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${ICON_PATHS[icon]}'/></svg>")`;

type RowButtonProps = { label: string; color: 'primary' | 'error'; className?: string; icon: RowIcon; small: boolean; onClick(): void };

/**
 * A row's Edit or Delete: an icon button on a phone (as react-admin's Button does); in the table
 * a plain <button> whose icon is the list's CSS (ROW_ACTION_SX), not an MUI Button and an SVG
 * per row: a 100-row page lays out hundreds fewer elements. A function, not a component: two per row.
 */
function rowButton({ label, color, className, icon, small, onClick }: RowButtonProps) {
  return small ? (
    <IconButton size="small" color={color} className={className} aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS[icon]} />
      </svg>
    </IconButton>
  ) : (
    <button type="button" className={['row-action', `row-action-${color}`, `row-action-${icon}`, className].filter(Boolean).join(' ')} aria-label={label} onClick={onClick}>
      {label}
    </button>
  );
}

/** The look of the table's row buttons (MUI's small text button with its start icon), for the list's sx. */
export const ROW_ACTION_SX = {
  '& .row-action': (theme: Theme) => ({
    ...theme.typography.button,
    fontSize: '0.8125rem',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '4px 5px',
    minWidth: 64,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&::before': { content: '""', flex: 'none', width: 18, height: 18, backgroundColor: 'currentColor', mask: 'var(--row-action-icon) center / contain no-repeat' },
  }),
  '& .row-action-edit': { '--row-action-icon': iconMask('edit') },
  '& .row-action-delete': { '--row-action-icon': iconMask('delete') },
  '& .row-action-primary': (theme: Theme) => ({ color: theme.palette.primary.main, '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.04) } }),
  '& .row-action-error': (theme: Theme) => ({ color: theme.palette.error.main, '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.04) } }),
} as const;

/** The label keys of a row's buttons, in order (the table's actions column fits them, useListTracks); undefined: a row action that names none. */
export function rowButtonLabels({ entity, access }: Pick<SchemaListModel, 'entity' | 'access'>): Array<string | undefined> {
  return [...(access.edit ? ['ra.action.edit'] : []), ...(access.delete ? ['ra.action.delete'] : []), ...(entity.overrides.rowActions ?? []).map((action) => action.label)];
}

/**
 * A row's buttons for its record: the schema's `x-ui.permissions.{edit,delete}.when` (a shipped
 * waybill is neither edited nor deleted), then the resource's own `rowAccess`.
 */
export function recordAccess(entity: SchemaListModel['entity'], record: RaRecord, access: ActionAccess): ActionAccess {
  const ruled = {
    ...access,
    edit: access.edit && recordAllows(entity.ui, 'edit', record),
    delete: access.delete && recordAllows(entity.ui, 'delete', record),
  };
  return entity.overrides.rowAccess ? entity.overrides.rowAccess(record, ruled) : ruled;
}

export function RowActions({ model, onEdit }: { model: SchemaListModel; onEdit(record: RaRecord): void }) {
  const record = useRecordContext();
  const shared = useContext(RowSharedContext)!;
  const { entity, page } = model;
  if (!record) return null;
  const access = recordAccess(entity, record, model.access);
  const extra = entity.overrides.rowActions ?? [];
  const props: RecordActionProps = { resource: entity.resource, record, page, access };
  return (
    <div className="row-actions" style={{ display: 'flex', gap: 4, justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      {access.edit ? rowButton({ label: shared.editLabel, color: 'primary', icon: 'edit', small: shared.small, onClick: () => onEdit(record) }) : null}
      {access.delete
        ? rowButton({
            label: shared.deleteLabel,
            color: 'error',
            className: 'ra-delete-button',
            icon: 'delete',
            small: shared.small,
            onClick: () => shared.askDelete(record),
          })
        : null}
      {extra.map((Action, i) => (
        <Action key={i} {...props} />
      ))}
    </div>
  );
}
