// Processor time of the server and of the database's backends, read from /proc: on a shared
// machine the time a request costs moves far less than the requests per second it allows.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process, in ms. */
export function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every backend of a PostgreSQL cluster (the children of its postmaster), in ms. */
export function backendsCpu(postmasterPid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmasterPid) total += cpuOf(Number(entry));
    } catch {
      // the process ended while listing
    }
  }
  return total;
}
