// A browser module of the site, bundled as its page would have it, for a test page that drives it
// without the page around it (the combobox without the search box or the element, the element's
// behaviour modules without the element): a classic script that puts the module's exports on
// `window[globalName]`.
import { build } from 'esbuild';

export async function bundleForPage(entry: string, globalName: string): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', globalName, target: 'es2022', write: false, logLevel: 'warning' });
  return result.outputFiles[0]!.text;
}
