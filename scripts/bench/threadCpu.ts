// CPU time a process's main thread has used, from /proc (Linux): what a run cost the server's event
// loop itself, however busy the rest of the machine was. Undefined where there is no /proc.
import { readFileSync } from 'node:fs';

/** USER_HZ: the unit of /proc's times, 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

export function mainThreadCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    // After the command name (which may hold spaces): utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
