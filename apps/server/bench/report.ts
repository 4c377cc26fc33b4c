import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpResult } from './http.js';
import type { CaseResult } from './measure.js';

export interface BenchReport {
  date: string;
  mode: 'postgres' | 'pglite';
  rows: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    database: string;
  };
  seed: { reused: boolean; seconds: number };
  settings: { repeat: number; duration: number; connections: number };
  database: (CaseResult & { explain?: string })[];
  http: HttpResult[];
}

export const machineInfo = (database: string) => ({
  cpus: os.availableParallelism(),
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  database,
});

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);
const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));

export function formatReport(report: BenchReport): string {
  const lines = [
    `Souqna search bench: ${report.rows.toLocaleString('en')} listings on ${report.mode} ` +
      `(${report.machine.cpus} CPUs, Node ${report.machine.node}, ${report.machine.database})`,
    '',
    `${pad('database case (service call)', 32)}${pad('p50 ms', 9, true)}${pad('p95 ms', 9, true)}${pad('target', 8, true)}  ${pad('total', 9, true)}  verdict`,
  ];
  for (const entry of report.database) {
    const verdict =
      entry.status !== 'measured'
        ? `${entry.status}: ${entry.note ?? ''}`
        : entry.p95! <= entry.targetMs
          ? 'ok'
          : 'MISS';
    lines.push(
      `${pad(entry.name, 32)}${pad(ms(entry.p50), 9, true)}${pad(ms(entry.p95), 9, true)}${pad(`≤${entry.targetMs}`, 8, true)}  ${pad(entry.lastTotal === undefined ? '-' : String(entry.lastTotal), 9, true)}  ${verdict}`,
    );
  }
  if (report.http.length > 0) {
    lines.push(
      '',
      `${pad(`HTTP, autocannon -c ${report.settings.connections}, ${report.settings.duration} s`, 44)}${pad('req/s', 9, true)}${pad('p50', 8, true)}${pad('p95', 8, true)}${pad('p99', 8, true)}${pad('non-2xx', 9, true)}`,
    );
    for (const entry of report.http)
      lines.push(
        `${pad(entry.name, 44)}${pad(entry.requestsPerSecond.toFixed(0), 9, true)}${pad(ms(entry.p50), 8, true)}${pad(ms(entry.p95), 8, true)}${pad(ms(entry.p99), 8, true)}${pad(String(entry.non2xx + entry.errors), 9, true)}`,
      );
  }
  return lines.join('\n');
}

/** Writes `bench/results/<date>-<mode>-<rows>.json` under the repository root; returns its path. */
export function writeReport(repoRoot: string, report: BenchReport): string {
  const folder = path.join(repoRoot, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${report.date.slice(0, 10)}-${report.mode}-${report.rows}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
