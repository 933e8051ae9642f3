/**
 * The role editor (issue 26 §3 "In the role editor … saving confirms"): the generated edit dialog,
 * whose Save and Cancel stay in view at its bottom however long the permission tree; a save that
 * takes pages or codes away asks first, naming them; a save says so with the role's name.
 */
import { useCallback, useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { RecordViewProps } from '../../src/framework';
import { SchemaEdit } from '../../src/framework/form/SchemaEdit';
import { RemovalConfirm } from './RemovalConfirm';
import { removedPermissions, removesAny, type RemovedPermissions } from './removedPermissions';

interface Question {
  name: string;
  removed: RemovedPermissions;
  answer(go: boolean): void;
}

const savedNotice = (record: RaRecord) => ({ message: 'app.schema.role.saved', args: { name: String(record.name ?? '') } });

export function RoleEdit(props: RecordViewProps) {
  const [question, setQuestion] = useState<Question | null>(null);
  const confirmSave = useCallback((values: Record<string, unknown>, record: RaRecord) => {
    const removed = removedPermissions(record, values);
    if (!removesAny(removed)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) =>
      setQuestion({
        name: String(values.name ?? record.name ?? ''),
        removed,
        answer: (go) => {
          setQuestion(null);
          resolve(go);
        },
      }),
    );
  }, []);
  return (
    <>
      <SchemaEdit {...props} confirmSave={confirmSave} savedNotice={savedNotice} />
      {question ? (
        <RemovalConfirm name={question.name} removed={question.removed} onConfirm={() => question.answer(true)} onCancel={() => question.answer(false)} />
      ) : null}
    </>
  );
}
