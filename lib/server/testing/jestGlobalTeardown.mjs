// jest's globalTeardown: the run's snapshot folder (jestGlobalSetup.mjs) goes with what it holds.
import fs from 'node:fs';
import path from 'node:path';

export default function teardown() {
  const file = process.env.STOREFRONT_TEST_SNAPSHOT;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
