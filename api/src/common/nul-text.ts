import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const MESSAGE = 'Remove the NUL character (\\u0000): text may not contain it.';

/** Paths (`a.b.0`) of the strings in `value` that hold a NUL character; a loop, not recursion. */
function nulPaths(value: unknown, root: string): string[] {
  const found: string[] = [];
  const pending: [string, unknown][] = [[root, value]];
  while (pending.length) {
    const [path, item] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path || 'detail');
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) pending.push([path ? `${path}.${key}` : key, child]);
    }
  }
  return found;
}

/** Throws a 400 naming every field (under `root`) whose text holds a NUL character. */
export function refuseNulText(value: unknown, root: string): void {
  const paths = nulPaths(value, root);
  if (paths.length) throw new BadRequestException(Object.fromEntries(paths.map((path) => [path, [MESSAGE]])));
}

/**
 * Refuses NUL characters in any text of a body, query or path: PostgreSQL cannot store them (a
 * 500 otherwise) and no shop field needs one. The answer names each field that holds one.
 */
@Injectable()
export class RefuseNulTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    refuseNulText(value, metadata.data ?? '');
    return value;
  }
}
