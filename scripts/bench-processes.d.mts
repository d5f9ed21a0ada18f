// Types of scripts/bench-processes.mjs, for the unit tests (the script itself runs under plain Node).
export function processTree(pid: number): number[];
export function clusterWorkers(pid: number): number[];
export function cpuTicks(pid: number): number;
export function readRss(pid: number): { rssMb: number; peakMb: number };
export function listeningPorts(pid: number): number[];
