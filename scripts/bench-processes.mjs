// What the bench reads about the processes it started, from Linux's /proc: a process and its
// descendants (the site's node:cluster workers, the ceiling's), which of them are cluster workers,
// their CPU time, memory and listening ports.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The parent pid of `pid`, from /proc/<pid>/stat; undefined when it is gone. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** `pid` and every process below it. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent === undefined) continue;
    const list = children.get(parent) ?? [];
    list.push(Number(entry));
    children.set(parent, list);
  }
  const tree = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift();
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

/**
 * The node:cluster workers below `pid`: Node marks each with NODE_UNIQUE_ID in its environment.
 * Empty for a site that serves from its one process.
 */
export function clusterWorkers(pid) {
  return processTree(pid).filter((each) => {
    if (each === pid) return false;
    try {
      return readFileSync(`/proc/${each}/environ`, 'utf8')
        .split('\0')
        .some((entry) => entry.startsWith('NODE_UNIQUE_ID='));
    } catch {
      return false;
    }
  });
}

/** CPU time used so far by a process, in clock ticks (utime + stime of /proc/<pid>/stat). */
export function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Resident and peak memory of a process, in MB; zeros when it is gone. */
export function readRss(pid) {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // gone
  }
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 102.4) / 10, peakMb: Math.round(kb('VmHWM') / 102.4) / 10 };
}

/** Loopback ports a process listens on, from its socket inodes and /proc/net/tcp{,6}. */
export function listeningPorts(pid) {
  const inodes = new Set();
  let fds = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  for (const fd of fds) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket) inodes.add(socket[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields.length > 9 && fields[3] === '0A' && inodes.has(fields[9])) ports.push(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return ports;
}
