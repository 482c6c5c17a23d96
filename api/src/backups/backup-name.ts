/** A backup's file name says when it was made, to the second, in UTC: woodnest-backup-20261127T210000Z.tar. */
const NAME = /^woodnest-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/;

export const backupName = (at: Date) =>
  `woodnest-backup-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")}.tar`;

/** When a backup was made, from its name; null for any other file (which retention never touches). */
export function backupTime(name: string): Date | null {
  const m = NAME.exec(name);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}
