// Keeps the page under measurement on a core of its own. On a two-core machine the benchmark's
// server (with PGlite computing the dashboard's answers), Lighthouse and Chromium's browser, GPU and
// network processes would otherwise take the renderer's CPU while it runs the page's tasks: a task
// of 28 ms of CPU time took 66 ms on the clock, and simulated throttling multiplies the clock's
// time. A visitor's server is elsewhere and a phone runs the browser's other processes on other
// cores, so the renderer has the first core to itself: everything else runs on the others. The
// renderer may use those too, for its compositor, raster, compiler and GC threads (confined to
// one core with them, the main thread waited for them: a task of 1.4 ms of CPU took 90 ms).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** Child process ids by parent, from /proc. */
function childrenByParent(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return byParent;
}

function tree(pid: number, byParent: Map<number, number[]>): number[] {
  return [pid, ...(byParent.get(pid) ?? []).flatMap((child) => tree(child, byParent))];
}

const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** Sets the CPU affinity of a process and all its threads; false if taskset could not. */
function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Chromium's zygote and renderers (renderers fork from the zygote and inherit its affinity) on any
 * CPU; the browser's other processes, the server and this process on all but CPU 0. Returns what
 * was done, for the benchmark's header, or why not.
 */
export function pinRendererApart(browserPid: number, serverPid: number): string {
  const cores = os.cpus().length;
  if (process.env.BENCH_VITALS_PIN === '0') return 'not pinned (BENCH_VITALS_PIN=0)';
  if (process.platform !== 'linux' || cores < 2) return 'not pinned (needs Linux and two cores)';
  const all = `0-${cores - 1}`;
  const rest = `1-${cores - 1}`;
  const byParent = childrenByParent();
  let ok = true;
  for (const pid of tree(browserPid, byParent)) {
    const renderer = /--type=(zygote|renderer)\b/.test(cmdline(pid));
    ok = pin(pid, renderer ? all : rest) && ok;
  }
  for (const pid of [...tree(serverPid, byParent), process.pid]) ok = pin(pid, rest) && ok;
  return ok ? `CPU 0 kept for the renderer (server, Lighthouse and the browser's other processes on CPU ${rest})` : 'not pinned (taskset failed)';
}
