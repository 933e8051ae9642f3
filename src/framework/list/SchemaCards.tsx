import { Fragment } from 'react';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { recordLabelOf } from '../schema/labels';
import { SchemaValue } from '../widgets/SchemaValue';
import { RowActions } from './RowActions';
import type { SchemaListModel } from './useSchemaList';

interface Props {
  model: SchemaListModel;
  fieldLabel(name: string): string;
  onShow(record: RaRecord): void;
  onEdit(record: RaRecord): void;
}

/**
 * A generated list on a phone (issue 11 §2 "Phone width"): one card per record, each visible
 * column as a label and its value, in the width of the screen; a tap opens the record, and the
 * row's buttons sit under it. The table (SchemaList's Datagrid) needs 500 px and more.
 */
export function SchemaCards({ model, fieldLabel, onShow, onEdit }: Props) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || !data) return null;
  if (data.length === 0) {
    return (
      <Typography role="status" sx={{ p: 2 }} color="text.secondary">
        {translate('ra.navigation.no_results')}
      </Typography>
    );
  }
  return (
    <Box component="ul" data-testid="record-cards" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined">
            <CardActionArea onClick={() => onShow(record)} aria-label={recordLabelOf(model.entity, record)}>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1.5, rowGap: 0.5, m: 0, p: 1.5, fontSize: 14 }}
              >
                {model.visibleColumns.map((column) => (
                  <Fragment key={column}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {fieldLabel(column)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      <SchemaValue entity={model.entity} name={column} source={column} />
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </CardActionArea>
            <Box sx={{ px: 1, pb: 0.5 }}>
              <RowActions model={model} onEdit={onEdit} />
            </Box>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
