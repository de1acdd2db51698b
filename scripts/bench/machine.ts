import os from 'node:os';

/** The machine a benchmark ran on, for the tables: figures mean little without it. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  v8: string;
  platform: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    v8: process.versions.v8,
    platform: `${os.platform()} ${os.arch()}`,
  };
}

export const describeMachine = (m: Machine): string =>
  `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; Node ${m.node} (V8 ${m.v8}), ${m.platform}`;
