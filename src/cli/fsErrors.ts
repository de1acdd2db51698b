/** A file system error in a few plain words, for messages such as "cannot read x.txt: …". */
export function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    ENOENT: 'no such file or directory',
    EISDIR: 'is a directory',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EPIPE: 'the reader closed the pipe',
    EIO: 'input/output error',
    ENOTDIR: 'a part of the path is not a directory',
    EEXIST: 'a file of that name appeared meanwhile',
  };
  if (code && code in words) return words[code];
  return e instanceof Error ? e.message : String(e);
}
