// Mirrors a folder with hard links (a copy where linking fails, e.g. across devices): the local
// server's dist/ is the very files of .vercel/output/static, made in about a second.
import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function linkTree(from: string, to: string): number {
  mkdirSync(to, { recursive: true });
  let files = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) files += linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      files++;
    }
  }
  return files;
}
