/**
 * How an operation code reads to a person (issue 26 §3 "Operation descriptions are not raw
 * codes"), wherever codes are listed: the Operation page, the role's permission tree and its
 * change log. Pure over `translate`.
 * - A name an admin gave reads as given.
 * - The name the platform gave (src/lib/permissionCodes.ts) reads in the user's language: a
 *   conventional code (`{page}_{action}`, `{page}_hide_{action}`, spec §6) as its action ("Add",
 *   "新增", "Hide the Add button"), another by its key `app.pages.operation.codes.{code}`
 *   (menu_operation_edit: "Edit page operations").
 * - No name: the code with spaces for its underscores.
 */
import { PAGE_ACTIONS, PLATFORM_ACTION_NAMES, PLATFORM_CODE_NAMES, platformHiddenName, type PageAction } from '../../lib/permissionCodes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface OperationKind {
  action: PageAction;
  hidden: boolean;
}

const CONVENTIONAL = new RegExp(`^.+?_(hide_)?(${PAGE_ACTIONS.join('|')})$`);

/** The action of a conventional code, or null (a platform code outside the conventions, menu_operation_edit, is not one). */
export function operationKind(code: string): OperationKind | null {
  if (Object.hasOwn(PLATFORM_CODE_NAMES, code)) return null;
  const match = CONVENTIONAL.exec(code);
  return match ? { action: match[2] as PageAction, hidden: Boolean(match[1]) } : null;
}

/** 'devicelist_print' → 'devicelist print' */
const readable = (code: string) => code.replace(/[_]+/g, ' ').trim();

/** The operation's name in the user's language. */
export function operationName(translate: Translate, code: string, fullname?: string): string {
  const given = fullname?.trim() ?? '';
  const kind = operationKind(code);
  const platformName = kind ? (kind.hidden ? platformHiddenName(kind.action) : PLATFORM_ACTION_NAMES[kind.action]) : PLATFORM_CODE_NAMES[code];
  if (given && given !== platformName) return given;
  if (!kind) return translate(`app.pages.operation.codes.${code}`, { _: given || readable(code) });
  const action = translate(`app.schema.role.permissionTree.actions.${kind.action}`);
  return kind.hidden ? translate('app.schema.role.permissionTree.hide', { action }) : action;
}

/**
 * Whether a description says only what its code says: the seed writes "{page}: {action}",
 * "{page}: hides the {action} button" and "{page}: {code}" (server/db/seed/menus/insert.ts).
 */
function isCodeOnly(description: string, code: string): boolean {
  const colon = description.lastIndexOf(': ');
  if (colon < 0) return false;
  const said = description.slice(colon + 2).trim();
  if (said === code) return true;
  const kind = operationKind(code);
  return kind !== null && said === (kind.hidden ? `hides the ${kind.action} button` : kind.action);
}

/**
 * The operation's description: what the admin wrote, as written; a description that only repeats
 * the code reads as "{page}: {operation name}" in the user's language.
 */
export function operationDescription(translate: Translate, op: { code: string; fullname?: string; description?: string | null }, page: string): string {
  const text = op.description?.trim() ?? '';
  if (!text || !isCodeOnly(text, op.code)) return text;
  return translate('app.pages.operation.described', { page, operation: operationName(translate, op.code, op.fullname) });
}
