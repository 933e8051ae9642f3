/** The consignor's and consignee's input (waybill.schema.json's `party`): found by its shape, an object with an institution. */
import { rankWith, type WidgetContext, type WidgetEntry } from '../../src/framework';
import { PartyPickerInput } from './PartyPickerInput';

const isParty = (ctx: WidgetContext) => {
  const properties = ctx.property.properties;
  return ctx.property.type === 'object' && typeof properties === 'object' && properties !== null && 'institution' in properties;
};

// above the generic object input (2); input only, so a party still reads as the object's cell
export const PARTY_PICKER_WIDGET: WidgetEntry = { name: 'partyPicker', tester: rankWith(3, isParty), input: PartyPickerInput };
