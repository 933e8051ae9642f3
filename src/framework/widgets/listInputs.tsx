/**
 * Inputs fed by the company's lists (issue 30 §4): a text whose suggestions are a data
 * dictionary's items (`x-ui.fields.NAME.dictionary`), and the storage and transport class that
 * fills a new record's temperature limits when one is chosen.
 */
import type { ChangeEvent } from 'react';
import { FieldTitle, useInput, useTranslate, type RaRecord } from 'ra-core';
import { InputHelperText, SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { inputProps } from './inputProps';
import type { WidgetInputProps } from './registry';
import { useDictionaryItems } from './useDictionaryItems';
import { useStorageClasses } from './useStorageClasses';

/** Free text, with the dictionary's items offered as the user types (a value not in it is kept). */
export function DictionaryWidget(props: WidgetInputProps) {
  const translate = useTranslate();
  const { items, loading } = useDictionaryItems(props.ctx.ui.dictionary);
  const { field, fieldState, isRequired, id } = useInput({ source: props.ctx.name, isRequired: props.ctx.required, readOnly: props.readOnly, disabled: props.readOnly });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      fullWidth
      options={items}
      loading={loading}
      disabled={props.readOnly}
      inputValue={value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, picked) => field.onChange(picked ?? '')}
      noOptionsText={translate('lists.dictionary.noItems')}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={<FieldTitle label={props.label} source={props.ctx.name} isRequired={isRequired} />}
          error={fieldState.invalid}
          helperText={fieldState.invalid ? <InputHelperText error={fieldState.error?.message} helperText={false} /> : undefined}
        />
      )}
    />
  );
}

/** Choosing a class writes its limits into the form's temperature inputs; the user may still change them. */
export function StorageClassWidget(props: WidgetInputProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { classes, loading } = useStorageClasses();
  const pick = (id: unknown) => {
    const found = classes.find((c) => c.id === id);
    if (!found) return;
    setValue('minTemperature', found.minTemperature, { shouldDirty: true, shouldValidate: true });
    setValue('maxTemperature', found.maxTemperature, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <SelectInput
      {...inputProps(props)}
      choices={classes}
      optionText="name"
      translateChoice={false}
      isPending={loading}
      emptyText=""
      helperText={translate('lists.storageClass.hint')}
      // a change event, or the record itself when react-admin's select hands it over
      onChange={(event: ChangeEvent<HTMLInputElement> | RaRecord) => pick('target' in event ? event.target.value : event.id)}
      fullWidth
    />
  );
}
