// The part of @mdn/mdn-http-observatory (plain JavaScript, no declarations) that
// scan.ts calls: its library entry, `scan` (src/scanner/index.js in 1.4.8).
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTestOutput {
    pass: boolean;
    result: string;
    scoreModifier: number;
  }
  export function scan(
    hostname: string,
  ): Promise<{ scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }; tests: Record<string, ObservatoryTestOutput> }>;
}
