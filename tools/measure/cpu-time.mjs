// CPU time from /proc (Linux), for the measuring scripts: a figure that depends much less on what
// else runs on a shared machine than req/s does.
import { existsSync, readFileSync } from 'node:fs';

/** Linux clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat and /proc/stat times. */
const CLOCK_TICKS_PER_S = 100;

/** CPU time a process has used, in ms (user + system), or null off Linux or once it is gone. */
export function cpuMs(pid) {
  const statFile = `/proc/${pid}/stat`;
  if (!existsSync(statFile)) return null;
  // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** The machine's CPU time so far in ms, busy and in total over all cores, or null off Linux. */
export function machineCpuMs() {
  if (!existsSync('/proc/stat')) return null;
  // "cpu  user nice system idle iowait irq softirq steal ...": idle and iowait are the not-busy part.
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3] + ticks[4];
  return { busy: ((total - idle) * 1000) / CLOCK_TICKS_PER_S, total: (total * 1000) / CLOCK_TICKS_PER_S };
}
