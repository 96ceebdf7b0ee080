/** One step of a record's history: who did what, when (a detail's history, the 操作日志's source). */
export interface HistoryEntry {
  action: string;
  title: string;
  userId: string;
  userName: string;
  at: string;
}
