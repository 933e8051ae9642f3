/** The Users tool's calls (issue 30 §5): silent, the page shows its own states. */
import { api } from '../../api';
import { USERS_TOOL_PATH, type ToolUser, type UsersToolAction } from '../../lib/audit';

const PATHS: Record<UsersToolAction, string> = { unlock: 'unlock', forcePasswordChange: 'forcepassword', endSessions: 'endsessions' };

export const findToolUsers = (q: string) => api.get<ToolUser[]>(USERS_TOOL_PATH, { q }, { silent: true });
export const runToolAction = (id: number, action: UsersToolAction) => api.post<ToolUser>(`${USERS_TOOL_PATH}/${id}/${PATHS[action]}`, {}, undefined, { silent: true });
