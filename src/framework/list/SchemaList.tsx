/**
 * The generated list (a thin skin over react-admin's List and Datagrid; the model comes from
 * useSchemaList). Its state stays in the page, not the URL: the page is kept in a tab.
 */
import { useMemo } from 'react';
import { BulkDeleteButton, Button, Datagrid, FilterButton, List, Pagination, TopToolbar, useListContext, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useLabels } from '../schema/labels';
import { ReferenceLookups } from '../widgets/referenceLookups';
import { SchemaValue } from '../widgets/SchemaValue';
import { valueKind } from '../widgets/valueKind';
import { ColumnsMenu } from './ColumnsMenu';
import { ExportMenu } from './ExportMenu';
import { RowActions, RowShared } from './RowActions';
import { filterInputs } from './filterInputs';
import type { SchemaListModel } from './useSchemaList';

export interface SchemaListProps {
  model: SchemaListModel;
  onCreate(): void;
  onEdit(record: RaRecord): void;
  onShow(record: RaRecord): void;
}

const UNSORTABLE = new Set(['image', 'file', 'array', 'reference']);
/** up to spec §5's 100 rows a query */
export const ROWS_PER_PAGE = [10, 25, 50, 100];

/** The choices of the rows-per-page selector: a schema's own `x-ui.list.perPage` among them, or it shows blank. */
export function rowsPerPageOptions(perPage: number): number[] {
  return [...new Set([...ROWS_PER_PAGE, perPage])].sort((a, b) => a - b);
}

function Empty({ model, onCreate }: { model: SchemaListModel; onCreate(): void }) {
  const { translate, entityName } = useLabels(model.entity);
  return (
    <Box sx={{ textAlign: 'center', p: 4 }} role="status">
      <Typography variant="h6" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.schema.empty', { name: entityName() })}
      </Typography>
      {model.access.create ? (
        <Button label="ra.action.create" onClick={onCreate} variant="contained">
          <AddIcon />
        </Button>
      ) : null}
    </Box>
  );
}

/** A failed load says so, with the server's text when it sent one, and offers a retry. */
function LoadError({ model }: { model: SchemaListModel }) {
  const { error, refetch } = useListContext();
  const { translate } = useLabels(model.entity);
  const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button label="app.retry" onClick={() => void refetch()}>
          <span />
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}

export function SchemaList({ model, onCreate, onEdit, onShow }: SchemaListProps) {
  const { entity, access } = model;
  const labels = useLabels(entity);
  const filters = useMemo(() => filterInputs(entity, model.filters, labels, model.properties), [entity, model.filters, labels, model.properties]);
  const pagination = useMemo(() => <Pagination rowsPerPageOptions={rowsPerPageOptions(model.perPage)} />, [model.perPage]);
  const actions = (
    <TopToolbar>
      {filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn) ? <FilterButton /> : null}
      {access.create ? (
        <Button label="ra.action.create" onClick={onCreate}>
          <AddIcon />
        </Button>
      ) : null}
      <ColumnsMenu columns={model.columns} hidden={model.hiddenColumns} label={labels.field} onToggle={model.toggleColumn} />
      {access.export ? <ExportMenu entity={entity} columns={model.visibleColumns} fixedFilter={model.fixedFilter} /> : null}
    </TopToolbar>
  );
  return (
    <List
      resource={entity.resource}
      disableSyncWithLocation
      storeKey={false}
      filter={model.fixedFilter}
      filters={filters}
      sort={model.sort}
      perPage={model.perPage}
      pagination={pagination}
      actions={actions}
      exporter={false}
      empty={<Empty model={model} onCreate={onCreate} />}
      error={<LoadError model={model} />}
      title={labels.entityName()}
      // a wide table scrolls inside its card, so the toolbar and the row actions stay in view
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' }, '& .RaList-actions': { flexWrap: 'wrap' } }}
    >
      <RowShared entity={entity}>
        <ReferenceLookups entity={entity} columns={model.columns}>
          <Datagrid
            rowClick={(_id, _resource, record) => {
              onShow(record);
              return false;
            }}
            bulkActionButtons={access.delete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
          >
            {model.visibleColumns.map((column) => (
              <SchemaValue
                key={column}
                entity={entity}
                name={column}
                source={column}
                label={labels.field(column)}
                sortable={!UNSORTABLE.has(valueKind(entity.properties[column], entity.ui.fields?.[column]))}
              />
            ))}
            <RowActions model={model} onEdit={onEdit} />
          </Datagrid>
        </ReferenceLookups>
      </RowShared>
    </List>
  );
}
