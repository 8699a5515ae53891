// Types of build-missing.mjs for the TypeScript that imports it (the browser-test harness).
export declare const REPO_ROOT: string;

export interface Workspace {
  name: string;
  inputs: string[];
  output: string;
  entry: string;
}

export declare const WORKSPACES: Workspace[];
export declare function staleReason(workspace: Workspace): string | null;
export declare function buildMissing(options?: { log?: (line: string) => void }): void;
