/** Row type of the expiration reminders sent (migration 040). Part of `Database` (schema.ts). */
export interface ExpirationRemindedTable {
  device_id: number;
  /** the device's expiry date (unix seconds) the reminder was about: a renewal's new date reminds again */
  expire_date: number;
  company_id: number;
  /** the expiration reminder (expiration_reminders.id) that sent it */
  reminder_id: number;
  reminded_at: number;
}
