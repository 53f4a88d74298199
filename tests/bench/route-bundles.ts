import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ChunkSizes {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  keys.forEach(visit);
  return seen;
}

function measure(dist: string, manifest: Manifest, keys: Iterable<string>): ChunkSizes {
  const files = [...new Set([...keys].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  }))].sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

/**
 * JS and CSS a first visit to each screen downloads: the entry chunk's static graph plus the lazy screen
 * chunk's static graph, read from Vite's manifest.
 */
export interface ScreenSizes {
  /** Everything a first visit to the screen downloads, the shared entry included. */
  firstVisit: ChunkSizes;
  /** What the screen adds beyond the entry every route shares (its lazy chunks and their imports). */
  own: ChunkSizes;
}

export function routeBundleSizes(dist: string): { entry: ChunkSizes; screens: Record<string, ScreenSizes> } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKeys = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  const entryClosure = closure(manifest, entryKeys);
  const screens: Record<string, ScreenSizes> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/screens\/(.+)\.tsx$/.exec(chunk.src ?? key);
    if (!match || chunk.isEntry) continue;
    const screenClosure = closure(manifest, [key]);
    screens[match[1] ?? key] = {
      firstVisit: measure(dist, manifest, new Set([...entryClosure, ...screenClosure])),
      own: measure(dist, manifest, [...screenClosure].filter((chunkKey) => !entryClosure.has(chunkKey))),
    };
  }
  return { entry: measure(dist, manifest, entryClosure), screens };
}
