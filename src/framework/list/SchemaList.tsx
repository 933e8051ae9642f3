/**
 * The generated list (a thin skin over react-admin's List and Datagrid; the model comes from
 * useSchemaList). Its state stays in the page, kept in a tab; only its filters are mirrored in
 * the address (listAddress.ts), in the same tab, so a filtered list can be linked and copied.
 */
import type { ListViewProps } from '../schema/defineResource';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BulkDeleteButton, Button, Datagrid, FilterButton, List, TopToolbar, useI18nProvider, useListContext, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { recordAllows } from '../../lib/schema/recordRules';
import { useLabels } from '../schema/labels';
import { ReferenceLookups } from '../widgets/referenceLookups';
import { SchemaValue } from '../widgets/SchemaValue';
import { displayOf } from '../widgets/widgetsOf';
import { ColumnsMenu } from './ColumnsMenu';
import { ExportMenu } from './ExportMenu';
import { ImportButton } from './ImportButton';
import { PlainDatagridBody } from './PlainDatagridBody';
import { PrefetchPagination } from './PrefetchPagination';
import { StableSortHeader } from './StableSortHeader';
import { PREFETCH_FRESH_MS } from './usePrefetchedPaging';
import { RowActions, RowShared } from './RowActions';
import { useListTracks } from './useListTracks';
import { tableSx } from './tableStyles';
import { SchemaCards } from './SchemaCards';
import { filterInputs } from './filterInputs';
import { FilterAddress } from './FilterAddress';
import { filtersFromSearch } from './listAddress';
import type { SchemaListModel } from './useSchemaList';

export type SchemaListProps = ListViewProps;

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
      {/* an empty list is where an import starts */}
      {model.entity.ui.permissions?.import && model.access.import ? <ImportButton entity={model.entity} /> : null}
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

/** a page the pagination fetched ahead is shown without asking again (usePrefetchedPaging) */
const FRESH_PAGE = { staleTime: PREFETCH_FRESH_MS };

export function SchemaList({ model, onCreate, onEdit, onShow }: SchemaListProps) {
  const { entity, access } = model;
  const extraBulk = entity.overrides.bulkActions ?? [];
  // `x-ui.permissions.delete.when`: a row the rule excludes (a shipped waybill) has no checkbox, so
  // a bulk delete holds only rows it may delete. Beside bulk actions of the resource's own, rows
  // stay selectable for those and the bulk delete is not offered (each row keeps its own delete)
  const deleteRule = entity.ui.permissions?.delete?.when;
  const bulkDelete = access.delete && !(deleteRule && extraBulk.length);
  const isRowSelectable = useMemo(
    () => (deleteRule && !extraBulk.length ? (record: RaRecord) => recordAllows(entity.ui, 'delete', record) : undefined),
    [deleteRule, extraBulk.length, entity.ui],
  );
  const bulkActions =
    bulkDelete || extraBulk.length ? (
      <>
        {extraBulk.map((Action, i) => (
          <Action key={i} resource={entity.resource} page={model.page} access={access} />
        ))}
        {bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
      </>
    ) : (
      false
    );
  const labels = useLabels(entity);
  // the console switches language in place (useAppLocale), and Datagrid's header cells and rows
  // are memoized on everything but their labels: a new language remounts the grid (issue 11 §2)
  const locale = useI18nProvider().getLocale();
  const filters = useMemo(() => filterInputs(entity, model.filters, labels, model.properties), [entity, model.filters, labels, model.properties]);
  // the address's filters are where the list starts (a dashboard link, a copied address); after
  // that the filters are the page's and FilterAddress writes them back into the address
  const { search } = useLocation();
  const [initialFilters] = useState(() => filtersFromSearch(search, model.filters, model.properties, model.fixedFilter));
  // a phone gets cards instead of the table (issue 11 §2 "Phone width")
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const pagination = useMemo(() => <PrefetchPagination rowsPerPageOptions={rowsPerPageOptions(model.perPage)} />, [model.perPage]);
  const tracks = useListTracks(model, labels, bulkActions !== false);
  const sx = useMemo(() => tableSx(tracks), [tracks]);
  const actions = (
    <TopToolbar>
      <FilterAddress model={model} />
      {filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn) ? <FilterButton /> : null}
      {access.create ? (
        <Button label="ra.action.create" onClick={onCreate}>
          <AddIcon />
        </Button>
      ) : null}
      <ColumnsMenu columns={model.columns} hidden={model.hiddenColumns} label={labels.field} onToggle={model.toggleColumn} />
      {access.export ? <ExportMenu entity={entity} columns={model.visibleColumns} fixedFilter={model.fixedFilter} /> : null}
      {entity.ui.permissions?.import && access.import ? <ImportButton entity={entity} /> : null}
    </TopToolbar>
  );
  return (
    <List
      resource={entity.resource}
      disableSyncWithLocation
      storeKey={false}
      filter={model.fixedFilter}
      filterDefaultValues={initialFilters}
      filters={filters}
      sort={model.sort}
      perPage={model.perPage}
      pagination={pagination}
      queryOptions={FRESH_PAGE}
      actions={actions}
      exporter={false}
      empty={<Empty model={model} onCreate={onCreate} />}
      error={<LoadError model={model} />}
      title={labels.entityName()}
      // a wide table scrolls inside its card, so the toolbar and the row actions stay in view
      // on a phone react-admin stacks the filters under the buttons (column-reverse): wrapping
      // there would push the buttons into a second column off the screen
      sx={{
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content': { overflowX: 'auto' },
        '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, alignItems: { xs: 'stretch', sm: 'flex-end' } },
        '& .RaList-actions .RaTopToolbar-root': { flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' } },
      }}
    >
      <RowShared entity={entity}>
        <ReferenceLookups entity={entity} columns={model.columns}>
          {phone ? (
            <SchemaCards model={model} fieldLabel={labels.field} onShow={onShow} onEdit={onEdit} />
          ) : (
            <Datagrid
              key={locale}
              rowClick={(_id, _resource, record) => {
                onShow(record);
                return false;
              }}
              bulkActionButtons={bulkActions}
              {...(isRowSelectable ? { isRowSelectable } : {})}
              body={PlainDatagridBody}
              header={StableSortHeader}
              sx={sx}
            >
              {model.visibleColumns.map((column) => (
                <SchemaValue
                  key={column}
                  entity={entity}
                  name={column}
                  source={column}
                  label={labels.field(column)}
                  sortable={displayOf(entity, column).entry.sortable !== false}
                />
              ))}
              <RowActions model={model} onEdit={onEdit} />
            </Datagrid>
          )}
        </ReferenceLookups>
      </RowShared>
    </List>
  );
}
