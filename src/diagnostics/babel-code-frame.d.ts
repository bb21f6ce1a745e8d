// Types for @babel/code-frame (the package ships none; only what this project uses).
declare module "@babel/code-frame" {
  export interface SourceLocation {
    start: { line: number; column?: number };
    end?: { line: number; column?: number };
  }
  export interface CodeFrameOptions {
    highlightCode?: boolean;
    forceColor?: boolean;
    linesAbove?: number;
    linesBelow?: number;
    message?: string;
    startLine?: number;
  }
  export function codeFrameColumns(rawLines: string, location: SourceLocation, options?: CodeFrameOptions): string;
}
