/**
 * A generated list's row buttons. Rows share what they can (labels translated once, one media
 * query, one delete dialog and mutation for the whole list): a 100-row page mounts a fraction
 * of the components that a DeleteWithConfirmButton per row would (`npm run bench`).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Confirm, useDeleteController, useRecordContext, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { RecordActionProps } from '../schema/defineResource';
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

type RowButtonProps = { label: string; color: 'primary' | 'error'; className?: string; icon: ReactNode; small: boolean; onClick(): void };

/** A row's Edit or Delete: a plain MUI button (an icon button on a phone, as react-admin's Button does). */
function RowButton({ label, color, className, icon, small, onClick }: RowButtonProps) {
  return small ? (
    <IconButton size="small" color={color} className={className} aria-label={label} title={label} onClick={onClick}>
      {icon}
    </IconButton>
  ) : (
    <MuiButton size="small" color={color} className={className} startIcon={icon} aria-label={label} onClick={onClick}>
      {label}
    </MuiButton>
  );
}

export function RowActions({ model, onEdit }: { model: SchemaListModel; onEdit(record: RaRecord): void }) {
  const record = useRecordContext();
  const shared = useContext(RowSharedContext)!;
  const { entity, access, page } = model;
  if (!record) return null;
  const extra = entity.overrides.rowActions ?? [];
  const props: RecordActionProps = { resource: entity.resource, record, page, access };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      {access.edit ? <RowButton label={shared.editLabel} color="primary" icon={<EditIcon />} small={shared.small} onClick={() => onEdit(record)} /> : null}
      {access.delete ? (
        <RowButton label={shared.deleteLabel} color="error" className="ra-delete-button" icon={<DeleteIcon />} small={shared.small} onClick={() => shared.askDelete(record)} />
      ) : null}
      {extra.map((Action, i) => (
        <Action key={i} {...props} />
      ))}
    </Box>
  );
}
