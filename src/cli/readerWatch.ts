import { spawn } from 'node:child_process';
import { fstatSync } from 'node:fs';
import { Socket } from 'node:net';

/**
 * Calls `gone` when stdout's reader goes away, without writing, so a command with nothing to print yet stops at once.
 * Node cannot poll a descriptor, so a pipe is watched by GNU tail (`tail -f --pid`), which dies of SIGPIPE with our
 * reader, and a socket is read until it closes; elsewhere nothing is watched.
 */
export function watchReader(gone: () => void): () => void {
  let kind: 'fifo' | 'socket' | undefined;
  try {
    const s = fstatSync(1);
    kind = s.isFIFO() ? 'fifo' : s.isSocket() ? 'socket' : undefined;
  } catch {
    return () => {};
  }
  if (kind === 'fifo') return watchWithTail(gone);
  if (kind === 'socket') return watchSocket(gone);
  return () => {};
}

function watchWithTail(gone: () => void): () => void {
  // Its own process group: Ctrl-C in the terminal is ours to handle, not a sign the reader left.
  const tail = spawn('tail', ['-f', `--pid=${process.pid}`, '/dev/null'], {
    stdio: ['ignore', 'inherit', 'ignore'],
    detached: true,
  });
  tail.on('error', () => {});
  tail.on('exit', (_code, signal) => {
    if (signal === 'SIGPIPE') gone();
  });
  tail.unref();
  const stop = () => void tail.kill();
  // The watcher holds the pipe open too: it must never outlive us, or the reader would wait for ever.
  process.once('exit', stop);
  return () => {
    process.off('exit', stop);
    stop();
  };
}

let socket: Socket | undefined;

function watchSocket(gone: () => void): () => void {
  // One reader for the process's life: destroying it would close descriptor 1. If Node opened the
  // descriptor already (process.stdout), it cannot be opened twice: nothing is watched then.
  try {
    socket ??= new Socket({ fd: 1, readable: true, writable: false }).on('error', () => {});
  } catch {
    return () => {};
  }
  socket.unref();
  const onEnd = () => gone();
  socket.on('end', onEnd);
  socket.on('error', onEnd);
  socket.resume();
  return () => {
    socket?.off('end', onEnd);
    socket?.off('error', onEnd);
    socket?.pause();
  };
}
