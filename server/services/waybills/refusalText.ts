/** A refused waybill action's message vars: the status's name and the action's, in the request's language. */
import { lookup } from '../../../src/lib/validation/translate';
import type { WaybillAction } from '../../../src/lib/waybillActions';
import { t, type Language, type MessageKey } from '../../messages';
import { LOCALES } from '../resources/translate';

const ACTION_WORDS: Readonly<Record<WaybillAction, MessageKey>> = {
  depart: 'waybillDoDepart',
  deliver: 'waybillDoDeliver',
  reject: 'waybillDoReject',
  transship: 'waybillDoTransship',
  adjust: 'waybillDoAdjust',
  release: 'waybillDoRelease',
  delete: 'waybillDoDelete',
};

/** vars of 'waybillActionRefused': "This waybill is Arrived: it cannot be departed". */
export function statusRefusalText(lang: Language, action: WaybillAction, status: number): { status: string; action: string } {
  return { status: lookup(LOCALES[lang], `enums.waybillStatus.${status}`) ?? String(status), action: t(lang, ACTION_WORDS[action]) };
}
