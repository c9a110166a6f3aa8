// Which backup files to delete: the newest of each of the last 7 days with a backup, and the
// newest of each of the last 4 weeks (Monday to Sunday), are kept; the rest go.
const NAME = /^drd-copia-(\d{4})(\d{2})(\d{2})-\d{6}\.tar\.gz$/;
const DAILY = 7;
const WEEKLY = 4;

function weekOf(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

export function backupsToDelete(names: string[]): string[] {
  const backups = names
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((b): b is { name: string; match: RegExpExecArray } => b.match !== null)
    // The names sort by time: newest first.
    .sort((a, b) => b.name.localeCompare(a.name));
  const keep = new Set<string>();
  const newestOf = (key: (m: RegExpExecArray) => string, limit: number) => {
    const seen = new Set<string>();
    for (const { name, match } of backups) {
      const period = key(match);
      if (seen.has(period)) continue;
      if (seen.size === limit) break;
      seen.add(period);
      keep.add(name);
    }
  };
  newestOf((m) => `${m[1]}${m[2]}${m[3]}`, DAILY);
  newestOf((m) => weekOf(Number(m[1]), Number(m[2]), Number(m[3])), WEEKLY);
  return backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
}
