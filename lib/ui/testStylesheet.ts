import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'tailwindcss';

/** For tests: the app's stylesheet as Tailwind builds it, with the given classes in use. */
export async function buildStylesheet(classes: string[]): Promise<string> {
  const root = process.cwd();
  const css = await readFile(path.join(root, 'styles/globals.css'), 'utf8');
  const compiler = await compile(css, {
    base: path.join(root, 'styles'),
    // globals.css imports nothing but Tailwind itself.
    loadStylesheet: async (id) => {
      if (id !== 'tailwindcss') throw new Error(`unexpected @import ${id}`);
      const file = path.join(root, 'node_modules/tailwindcss/index.css');
      return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
    },
  });
  return compiler.build(classes);
}
