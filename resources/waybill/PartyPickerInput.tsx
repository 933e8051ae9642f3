/**
 * A waybill's consignor or consignee (issue 29 §4): a search over the clients' address book that
 * fills the party's fields when one is picked, above those fields, which stay free to type a party
 * that is not in the book (or to change a picked one for this waybill only).
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { WidgetInputProps } from '../../src/framework';
import { ObjectWidget } from '../../src/framework/widgets/collectionInputs';
import { partyOf, usePartyClients, type PartyClient, type PartyRole } from './usePartyClients';

export function PartyPickerInput(props: WidgetInputProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [search, setSearch] = useState('');
  const role: PartyRole = props.ctx.name === 'consignor' ? 'consignor' : 'consignee';
  const { clients, loading, available } = usePartyClients(role, search);
  const pick = (client: PartyClient | null) => {
    if (!client) return;
    for (const [field, value] of Object.entries(partyOf(client))) {
      setValue(`${props.ctx.name}.${field}`, value, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Box sx={{ display: 'grid', rowGap: 1.5, width: '100%', minWidth: 0 }}>
      {!props.readOnly && available && (
        <Autocomplete<PartyClient>
          options={clients}
          loading={loading}
          value={null}
          inputValue={search}
          onInputChange={(_event, value, reason) => setSearch(reason === 'reset' ? '' : value)}
          onChange={(_event, client) => pick(client)}
          getOptionLabel={(client) => client.institution}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(options) => options}
          noOptionsText={translate('resources.waybillClient.picker.noClients')}
          renderOption={({ key, ...optionProps }, client) => (
            <li key={key} {...optionProps}>
              <Box sx={{ minWidth: 0 }}>
                <div>{client.institution}</div>
                {client.address && <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>{client.address}</Box>}
              </Box>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('resources.waybillClient.picker.search', { field: props.label })}
              helperText={translate('resources.waybillClient.picker.hint')}
            />
          )}
        />
      )}
      <ObjectWidget {...props} />
    </Box>
  );
}
