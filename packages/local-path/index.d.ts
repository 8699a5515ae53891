/** `path` as a path on the shop (path, query and hash), or `fallback` (`/` unless given) when it leads elsewhere. */
export declare function localPath(path: string | null | undefined, fallback?: string): string;
